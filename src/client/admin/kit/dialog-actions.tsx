import { Button } from '../../ui/button';
import * as styles from './admin.css';

/** A form dialog's footer: its submit button (off while the form is sending) and Cancel, in that order everywhere. */
export function DialogActions({ submit, pending, onCancel }: { submit: string; pending: boolean; onCancel: () => void }) {
  return (
    <div className={styles.row}>
      <Button type="submit" isDisabled={pending}>
        {submit}
      </Button>
      <Button tone="secondary" onPress={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
