import { Form } from 'react-aria-components';
import type { AdminReview } from '../../../shared/reviews/review-admin.schemas';
import { saveResponseSchema } from '../../../shared/reviews/review-admin.schemas';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { AppDialog } from '../../ui/dialog';
import { TextArea } from '../../ui/text-area';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { DialogActions } from '../kit/dialog-actions';

/** The host's public answer to one review; saving it empty removes it. */
export function ResponseDialog({ review, onSave, onClose }: { review: AdminReview; onSave: (response: string | null) => Promise<unknown>; onClose: () => void }) {
  const form = useZodForm(
    saveResponseSchema,
    { host_response: review.host_response ?? '' },
    async (input) => {
      try {
        await onSave(input.host_response);
        toast({ title: input.host_response ? 'Response saved' : 'Response removed', description: review.is_published ? 'It shows under the review from the next visit.' : 'It shows once the review is published.' });
        onClose();
      } catch (error) {
        toast({ title: 'Response not saved', description: errorMessage(error), variant: 'destructive' });
        throw error;
      }
    },
    (values) => ({ id: review.id, host_response: values.host_response }),
  );
  return (
    <AppDialog title={`Respond to ${review.guest_name}`} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form onSubmit={form.onSubmit} validationBehavior="aria" className={styles.section}>
        <blockquote className={styles.hint}>{review.review_text}</blockquote>
        <TextArea label="Host response" rows={5} autoFocus {...form.field('host_response')} description="Public: shown under the review on the site. Leave it empty to remove it." />
        <DialogActions submit="Save response" pending={form.pending} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}
