import { useState } from 'react';
import { Dialog, DialogTrigger, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { savedReplyInputSchema, type SavedReply } from '../../../shared/chat/chat-saved-replies.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import * as select from '../../ui/select.css';
import * as styles from './admin-chat.css';

export function useSavedReplies() {
  return trpc.admin.chat.savedReplies.list.useQuery(undefined, { staleTime: 60_000 });
}

const MANAGE = '\u0000manage';

/**
 * "Saved replies": a list in a popover (arrows, type-ahead, Enter) that puts one into the reply field, and a way
 * to keep new ones. A listbox rather than React Aria's Menu: the bundler keeps Menu's module with the dialog code
 * the public pages load, so using it here would add some 20 KB to every guest's page.
 */
export function SavedRepliesMenu({ onInsert, draft }: { onInsert: (body: string) => void; draft: string }) {
  const replies = useSavedReplies();
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const items = [...(replies.data ?? []).map((reply) => ({ id: reply.id, label: reply.title, body: reply.body })), { id: MANAGE, label: 'Manage saved replies…', body: '' }];
  return (
    <>
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button tone="secondary">Saved replies</Button>
        <Popover className={select.popover}>
          <Dialog aria-label="Saved replies" className={styles.savedRepliesDialog}>
            <ListBox
              aria-label="Saved replies"
              autoFocus="first"
              className={select.listBox}
              items={items}
              onAction={(key) => {
                const chosen = items.find((item) => item.id === key);
                if (!chosen) return;
                setOpen(false);
                if (chosen.id === MANAGE) setManaging(true);
                else onInsert(chosen.body);
              }}
            >
              {(item) => (
                <ListBoxItem id={item.id} textValue={item.label} className={select.option}>
                  {item.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Dialog>
        </Popover>
      </DialogTrigger>
      <ManageSavedReplies isOpen={managing} onOpenChange={setManaging} draft={draft} replies={replies.data ?? []} />
    </>
  );
}

function ManageSavedReplies({ isOpen, onOpenChange, draft, replies }: { isOpen: boolean; onOpenChange: (open: boolean) => void; draft: string; replies: readonly SavedReply[] }) {
  const utils = trpc.useUtils();
  const refresh = () => utils.admin.chat.savedReplies.list.invalidate();
  const save = trpc.admin.chat.savedReplies.save.useMutation({ onSuccess: refresh });
  const remove = trpc.admin.chat.savedReplies.remove.useMutation({ onSuccess: refresh });
  const [title, setTitle] = useState('');
  const [body, setBody] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const text = body ?? draft;
  function submit() {
    const parsed = savedReplyInputSchema.safeParse({ title, body: text });
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ title: fields.title?.[0], body: fields.body?.[0] });
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        setBody(null);
      },
    });
  }
  return (
    <AppDialog title="Saved replies" subtitle="Shared by everyone who answers the chat." isOpen={isOpen} onOpenChange={onOpenChange}>
      {replies.length > 0 ? (
        <ul className={styles.bookings}>
          {replies.map((reply) => (
            <li key={reply.id} className={styles.actions}>
              <span>{reply.title}</span>
              <Button tone="ghost" aria-label={`Remove ${reply.title}`} onPress={() => remove.mutate({ id: reply.id })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No saved replies yet.</p>
      )}
      <form
        className={styles.reply}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label="Title" value={title} onChange={setTitle} errorMessage={errors.title} />
        <TextArea label="Saved reply" rows={4} value={text} onChange={setBody} errorMessage={errors.body} />
        {save.error && <p role="alert">{save.error.message}</p>}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={save.isPending}>
            Save reply
          </Button>
          <Button tone="secondary" onPress={() => onOpenChange(false)}>
            Done
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
