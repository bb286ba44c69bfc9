import { useState } from 'react';
import { Form } from 'react-aria-components';
import { outboxResendInputSchema, type OutboxDetail } from '../../../shared/email/outbox.schemas';
import { resendMayChangeAddress } from '../../../shared/email/outbox.rules';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { DialogActions } from '../kit/dialog-actions';
import * as styles from './outbox.css';
import { useResendOutboxEmail } from './use-outbox';

/** Resend: a new copy to the address shown, which can be corrected (not for an e-mail carrying an account's link). */
export function OutboxResendForm({ email, onResent, onCancel }: { email: OutboxDetail; onResent: (id: number) => void; onCancel: () => void }) {
  const resend = useResendOutboxEmail();
  const mayChange = resendMayChangeAddress(email.kind);
  // A refusal that is not about the address (resent a moment ago) shows above the buttons.
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm(
    outboxResendInputSchema,
    { to: email.to },
    async (input) => {
      setRefusal(null);
      try {
        const copy = await resend.mutateAsync(input);
        toast({ title: `Resent to ${copy.to}`, description: 'The copy is at the top of the list; the original stays as it was.' });
        onResent(copy.id);
      } catch (error) {
        if (Object.keys(fieldErrorsOf(error)).length === 0) setRefusal(errorMessage(error));
        throw error;
      }
    },
    (values) => ({ id: email.id, to: values.to }),
  );
  return (
    <Form onSubmit={form.onSubmit} validationBehavior="aria" className={styles.resendForm} aria-label="Resend this e-mail">
      <TextField
        label="Send a copy to"
        type="email"
        autoFocus
        isReadOnly={!mayChange}
        description={mayChange ? 'Correct the address if it was wrong. The original e-mail is kept as it was.' : 'This e-mail carries a link into an account, so it goes only to its own address.'}
        {...form.field('to')}
      />
      {refusal && <p role="alert">{refusal}</p>}
      <DialogActions submit="Send the copy" pending={form.pending} onCancel={onCancel} />
    </Form>
  );
}
