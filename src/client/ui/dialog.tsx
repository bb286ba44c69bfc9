import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import * as styles from './dialog.css';

export interface AppDialogProps {
  title: string;
  subtitle?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  size?: 'normal' | 'wide';
}

/**
 * The one modal dialog of the site: focus is trapped inside, Escape and a
 * click outside close it, page scrolling is locked, and focus returns to the
 * control that opened it (React Aria does all four).
 */
export function AppDialog({ title, subtitle, isOpen, onOpenChange, children, size = 'normal' }: AppDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={`${styles.modal} ${size === 'wide' ? styles.wide : ''}`}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
                </div>
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
