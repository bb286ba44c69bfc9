import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../ui/button';
import * as styles from './bottom-sheet.css';

/**
 * A modal dialog that rises from the bottom edge. React Aria gives it what
 * AppDialog has: focus trapped inside, Escape and an outside press close it,
 * page scroll locked, focus back on the opener.
 */
export function BottomSheet({
  title,
  isOpen,
  onOpenChange,
  children,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
                <Button tone="ghost" onPress={close} aria-label="Close">
                  ×
                </Button>
              </div>
              {children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
