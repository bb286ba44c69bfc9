import { useId, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import * as styles from './confirm-dialog.css';
import { AppDialog } from '../../ui/dialog';

export interface ConfirmDialogProps {
  title: string;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  pending?: boolean;
  children: ReactNode;
}

/** A question before a step that cannot be undone; the safe answer has the focus, and the consequence is the dialog's description. */
export function ConfirmDialog({ title, isOpen, onCancel, onConfirm, confirmLabel, pending = false, children }: ConfirmDialogProps) {
  const consequence = useId();
  return (
    <AppDialog title={title} isOpen={isOpen} onOpenChange={(open) => !open && onCancel()} describedBy={consequence}>
      <div id={consequence}>{children}</div>
      <div className={styles.actions}>
        <Button tone="accent" isDisabled={pending} onPress={onConfirm}>{confirmLabel}</Button>
        <Button tone="secondary" onPress={onCancel} autoFocus>Cancel</Button>
      </div>
    </AppDialog>
  );
}
