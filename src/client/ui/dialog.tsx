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
  /** 'centered' floats in the middle of the screen; 'sheet' rises from the bottom edge (the phone booking bar's details). */
  variant?: 'centered' | 'sheet';
  /** Width of a centered dialog. */
  size?: 'normal' | 'wide';
  /** The id of the text a screen reader should read with the title on opening (a confirmation's consequence). */
  describedBy?: string;
}

const looks = {
  centered: { overlay: styles.overlay, modal: styles.modal, dialog: styles.dialog, header: styles.header, title: styles.title, level: undefined },
  sheet: { overlay: styles.sheetOverlay, modal: styles.sheet, dialog: styles.sheetDialog, header: styles.sheetHeader, title: styles.sheetTitle, level: 2 },
} as const;

/**
 * The one modal dialog of the site: focus is trapped inside, Escape and a
 * click outside close it, page scrolling is locked, and focus returns to the
 * control that opened it (React Aria does all four).
 */
export function AppDialog({ title, subtitle, isOpen, onOpenChange, children, variant = 'centered', size = 'normal', describedBy }: AppDialogProps) {
  const look = looks[variant];
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={look.overlay}>
      <Modal className={variant === 'centered' && size === 'wide' ? `${look.modal} ${styles.wide}` : look.modal}>
        <Dialog className={look.dialog} aria-describedby={describedBy}>
          {({ close }) => (
            <>
              <div className={look.header}>
                <div>
                  <Heading slot="title" level={look.level} className={look.title}>
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
