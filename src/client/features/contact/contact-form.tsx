import { useState } from 'react';
import { Form } from 'react-aria-components';
import { contactInputSchema } from '../../../shared/contact/contact.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { useZodForm } from '../../lib/use-zod-form';
import * as styles from './contact.css';
import { useContactFormToken } from './use-contact-form-token';
import { useSendContact } from './use-send-contact';

export function ContactForm() {
  const send = useSendContact();
  const formToken = useContactFormToken();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(
    contactInputSchema,
    { name: '', email: '', phone: '', message: '', website: '' },
    async (input) => {
      setFailure(null);
      try {
        await send.mutateAsync({ ...input, formToken: await formToken.tokenForSending() });
        setSentTo(input.email);
      } catch (error) {
        setFailure(errorMessage(error));
        throw error;
      }
    },
  );

  if (sentTo) {
    return (
      <div className={styles.success} role="status">
        <h2>Mahalo, your message is on its way</h2>
        <p>We usually answer within a day, by e-mail to {sentTo}.</p>
        <Button
          tone="secondary"
          onPress={() => {
            form.setValues({ name: '', email: '', phone: '', message: '', website: '' });
            setSentTo(null);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Contact the host">
      <div className={styles.twoColumns}>
        <TextField label="Name" autoComplete="name" isRequired {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" isRequired {...form.field('email')} />
      </div>
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextArea label="Message" isRequired description="Dates, questions, anything we can help with." {...form.field('message')} />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" value={form.values.website} onChange={(event) => form.field('website').onChange(event.target.value)} />
        </label>
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          Your message could not be sent: {failure}
        </p>
      )}
      <Button type="submit" size="lg" isDisabled={form.pending}>
        {form.pending ? 'Sending…' : 'Send message'}
      </Button>
    </Form>
  );
}
