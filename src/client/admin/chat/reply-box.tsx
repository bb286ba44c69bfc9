import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { chatReplyInputSchema } from '../../../shared/chat/chat.schemas';
import { newClientId } from '../../lib/client-id';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/text-area';
import * as styles from './admin-chat.css';
import { SavedRepliesMenu } from './saved-replies';

export interface ReplyBoxHandle {
  focus: () => void;
  send: () => void;
}

/** Ctrl+Enter, or Cmd+Enter on a Mac. */
const isSendKey = (event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }) =>
  event.key === 'Enter' && event.ctrlKey !== event.metaKey && !event.altKey && !event.shiftKey;

/** The reply field ("Reply"): Ctrl/Cmd+Enter or Send sends; saved replies go in by keyboard. */
export const ReplyBox = forwardRef<ReplyBoxHandle, { conversationId: string; onSend: (reply: { conversationId: string; body: string; clientId: string }) => void }>(
  function ReplyBox({ conversationId, onSend }, ref) {
    const [draft, setDraft] = useState('');
    const [error, setError] = useState<string | undefined>();
    const wrapper = useRef<HTMLDivElement>(null);
    const focus = () => wrapper.current?.querySelector('textarea')?.focus();
    function send() {
      const parsed = chatReplyInputSchema.safeParse({ conversationId, body: draft, clientId: newClientId() });
      if (!parsed.success) {
        setError(parsed.error.flatten().fieldErrors.body?.[0] ?? 'Write a message');
        return;
      }
      setError(undefined);
      onSend(parsed.data);
      setDraft('');
      focus();
    }
    useImperativeHandle(ref, () => ({ focus, send }));
    function insert(body: string) {
      setDraft((current) => (current.trim() ? `${current.trimEnd()}\n${body}` : body));
      // After the menu closes and gives focus back to its button.
      window.setTimeout(focus, 0);
    }
    return (
      <form
        className={styles.reply}
        aria-label="Reply to the guest"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <div ref={wrapper}>
          <TextArea
            label="Reply"
            rows={3}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              if (error) setError(undefined);
            }}
            errorMessage={error}
            description="Ctrl+Enter (⌘+Enter on a Mac) sends."
            onKeyDown={(event) => {
              if (isSendKey(event)) {
                event.preventDefault();
                send();
              } else {
                event.continuePropagation();
              }
            }}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit">Send</Button>
          <SavedRepliesMenu onInsert={insert} draft={draft} />
        </div>
      </form>
    );
  },
);
