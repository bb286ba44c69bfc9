import { Form } from 'react-aria-components';
import { contactReplyInputSchema, type ContactMessage } from '../../../shared/contact/contact.schemas';
import { displayInstant } from '../../lib/format';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { TextArea } from '../../ui/text-area';
import { toast } from '../../ui/toast';
import * as styles from './messages-panel.css';
import { useReplyToMessage } from './use-contact-admin';

/** The guest's words and the answers so far, as the thread reads. */
export function MessageThread({ message }: { message: ContactMessage }) {
  return (
    <div className={styles.thread}>
      <p className={styles.messageText}>{message.message}</p>
      {message.replies.map((reply) => (
        <div key={reply.id} className={styles.reply}>
          <span className={styles.answered}>
            Reply by {reply.sentByName} · {displayInstant(reply.sentAt)}
          </span>
          <p className={styles.messageText}>{reply.text}</p>
        </div>
      ))}
    </div>
  );
}

function ReplyForm({ message, onDone }: { message: ContactMessage; onDone: () => void }) {
  const reply = useReplyToMessage();
  const form = useZodForm(
    contactReplyInputSchema,
    { text: '' },
    async (input) => {
      await reply.mutateAsync(input);
      toast({ title: `Reply sent to ${message.name}`, description: 'It goes out through the outbox (Admin → Emails), and the message is marked answered.' });
      onDone();
    },
    (values) => ({ id: message.id, text: values.text }),
  );
  return (
    <Form onSubmit={form.onSubmit} validationBehavior="aria" aria-label={`Reply to ${message.name}`} className={styles.replyForm}>
      <TextArea
        label="Your reply"
        description={`E-mailed to ${message.email} with their message quoted; their answer comes back to the site’s contact address.`}
        isRequired
        autoFocus
        rows={8}
        {...form.field('text')}
      />
      {(form.errors.id ?? form.errors.form) && <p role="alert">{form.errors.id ?? form.errors.form}</p>}
      <div className={styles.actions}>
        <Button type="submit" tone="accent" isDisabled={form.pending}>
          Send reply
        </Button>
        <Button tone="ghost" isDisabled={form.pending} onPress={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** Answering a guest's message: their words, the replies so far, and the form under them. */
export function ReplyDialog({ message, onClose }: { message: ContactMessage | null; onClose: () => void }) {
  return (
    <AppDialog
      title={message ? `Reply to ${message.name}` : 'Reply'}
      subtitle={message ? `Wrote ${displayInstant(message.createdAt)}` : undefined}
      isOpen={message !== null}
      onOpenChange={(open) => !open && onClose()}
      size="wide"
    >
      {message && (
        <>
          <MessageThread message={message} />
          <ReplyForm key={message.id} message={message} onDone={onClose} />
        </>
      )}
    </AppDialog>
  );
}
