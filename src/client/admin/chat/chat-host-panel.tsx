import { Form } from 'react-aria-components';
import { chatHostInputSchema, type ChatHost } from '../../../shared/property/property.schemas';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { useChatHost, useSaveChatHost } from './use-chat-host';

function ChatHostForm({ host }: { host: ChatHost }) {
  const save = useSaveChatHost();
  const form = useZodForm(chatHostInputSchema, host, async (input) => {
    try {
      await save.mutateAsync(input);
      toast({ title: 'Chat host saved', description: 'The chat on every public page now shows it.' });
    } catch (error) {
      toast({ title: 'Chat host not saved', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
  });
  return (
    <Form onSubmit={form.onSubmit} className={styles.section} validationBehavior="aria" aria-labelledby="chat-host-title">
      <TextField label="Name" autoComplete="off" isRequired {...form.field('name')} description="Shown in the chat panel, as “Leilani Kahale, your host.”" />
      <TextField label="First name for the chat button" autoComplete="off" isRequired {...form.field('first_name')} description="The button reads “Chat with <first name>”." />
      <TextField
        label="Photo (optional)"
        autoComplete="off"
        {...form.field('photo_url')}
        description="A path on this site, such as /images/host.jpg. Leave it empty to show the initials in a circle."
      />
      <TextField label="Usually answers" autoComplete="off" isRequired {...form.field('usually_answers')} description="For example: Usually answers within an hour, 8 am to 8 pm Hawaii time." />
      <div>
        <Button type="submit" isDisabled={form.pending}>
          Save chat host
        </Button>
      </div>
    </Form>
  );
}

/** Admin → Settings → Chat host: who the guests' chat names, saved into site info's `host`. */
export function ChatHostPanel() {
  const host = useChatHost();
  return (
    <section aria-labelledby="chat-host-title">
      <h2 id="chat-host-title">Chat host</h2>
      <p>Who answers the chat on the public pages: the name, photo and usual answer time guests see when they open it.</p>
      {host.isLoading && <p role="status">Loading the chat host…</p>}
      {host.isError && <p role="alert">The chat host could not be loaded: {errorMessage(host.error)}</p>}
      {host.data && <ChatHostForm host={host.data} />}
    </section>
  );
}
