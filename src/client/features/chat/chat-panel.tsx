import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog, Heading, Button as AriaButton } from 'react-aria-components';
import { CHAT_MESSAGE_MAX } from '../../../shared/chat/chat.rules';
import { chatStartInputSchema, type ChatMessage } from '../../../shared/chat/chat.schemas';
import { newClientId } from '../../lib/client-id';
import { displayInstant } from '../../lib/format';
import { LinkedText } from '../../lib/linked-text';
import { Button } from '../../ui/button';
import { visuallyHidden } from '../../ui/feedback.css';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { useSiteInfo } from '../property/public';
import { chatButtonLabel, hostFirstName, hostInitials } from './chat-host';
import type { ChatEntry } from './chat-opener';
import { readChatDraft, writeChatDraft, type ChatDraft } from './chat-storage';
import { useChatConversation, type PendingMessage } from './use-chat-conversation';
import * as styles from './chat-panel.css';

/** Shown under the field once fewer characters than this are left. */
const COUNTER_FROM = 200;

function MessageText({ body }: { body: string }) {
  return (
    <p className={styles.body}>
      <LinkedText text={body} linkClassName={styles.link} />
    </p>
  );
}

function Sent({ message, hostName }: { message: ChatMessage; hostName: string }) {
  const mine = message.author === 'guest';
  return (
    <li className={mine ? styles.mine : styles.theirs}>
      <span className={visuallyHidden}>{mine ? 'You:' : `${hostName}:`}</span>
      <MessageText body={message.body} />
      <span className={styles.meta}>{displayInstant(message.createdAt)}</span>
    </li>
  );
}

function Waiting({ message, onRetry }: { message: PendingMessage; onRetry: () => void }) {
  return (
    <li className={styles.mine} data-state={message.state}>
      <span className={visuallyHidden}>You:</span>
      <MessageText body={message.body} />
      {message.state === 'sending' && <span className={styles.meta}>Sending…</span>}
      {message.state === 'closed' && <span className={styles.meta}>Not delivered</span>}
      {message.state === 'failed' && (
        <span className={styles.failed}>
          Not sent{message.error ? ` (${message.error})` : ''} —{' '}
          <AriaButton className={styles.retry} onPress={onRetry}>
            Retry
          </AriaButton>
        </span>
      )}
    </li>
  );
}

/** The host's photo, or their initials in a circle; decorative, as the name is written beside it. */
function HostPortrait({ name, photoUrl }: { name: string; photoUrl: string }) {
  if (photoUrl) return <img className={styles.portrait} src={photoUrl} alt="" width={44} height={44} />;
  if (!name) return null;
  return (
    <span className={styles.initials} aria-hidden="true">
      {hostInitials(name)}
    </span>
  );
}

interface ChatPanelProps {
  isOpen: boolean;
  onClose: () => void;
  entry: ChatEntry | null;
  onEntered: () => void;
  onUnreadChange: (unread: number) => void;
}

/**
 * The chat as a non-modal dialog: the page behind stays usable. Stays mounted while closed, so the
 * draft, the messages on their way and (while replies are unread) the live connection carry on.
 */
export function ChatPanel({ isOpen, onClose, entry, onEntered, onUnreadChange }: ChatPanelProps) {
  const chat = useChatConversation({ live: true, reading: isOpen, entry, onEntered });
  const [draft, setDraft] = useState<ChatDraft>(readChatDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof ChatDraft, string>>>({});
  const panel = useRef<HTMLElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const { unread } = chat;
  const host = useSiteInfo().data.host;
  const firstName = hostFirstName(host);

  useEffect(() => {
    if (unread !== null) onUnreadChange(unread);
  }, [unread, onUnreadChange]);
  useEffect(() => writeChatDraft(draft), [draft]);

  useEffect(() => {
    if (!isOpen) return;
    // Into the form's first field: the name before a first message, the message after.
    panel.current?.querySelector<HTMLElement>('form input, form textarea')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panel.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onClose]);

  const count = (chat.view?.messages.length ?? 0) + chat.pending.length;
  useEffect(() => {
    // New messages come into view without moving focus.
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count, isOpen]);

  if (!isOpen) return null;
  const first = !chat.view && !chat.pending.some((message) => message.contact || message.booking);
  // From the guest's booking page, the booking's name and e-mail are the guest's: nothing to ask.
  const asking = first && !chat.booking;
  const edit = (field: keyof ChatDraft) => (value: string) => {
    setDraft((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shape = chatStartInputSchema.shape;
    const problems = {
      name: asking ? shape.name.safeParse(draft.name).error?.issues[0]?.message : undefined,
      email: asking ? shape.email.safeParse(draft.email).error?.issues[0]?.message : undefined,
      body: shape.message.safeParse(draft.body).error?.issues[0]?.message,
    };
    setErrors(problems);
    if (problems.name || problems.email || problems.body) return;
    chat.deliver({
      clientId: newClientId(),
      body: draft.body,
      state: 'sending',
      ...(first && chat.booking ? { booking: chat.booking.access } : {}),
      ...(asking ? { contact: { name: draft.name.trim(), email: draft.email.trim() } } : {}),
    });
    setDraft((old) => ({ ...old, body: '' }));
  };

  const left = CHAT_MESSAGE_MAX - draft.body.length;
  return (
    <Dialog ref={panel} className={styles.panel} aria-labelledby="chat-title">
      <header className={styles.header}>
        <HostPortrait name={host.name} photoUrl={host.photo_url} />
        <div className={styles.who}>
          <Heading slot="title" level={2} id="chat-title" className={styles.title}>
            {chatButtonLabel(host)}
          </Heading>
          {(host.name || host.usually_answers) && (
            <p className={styles.answers}>
              {host.name && `${host.name}, your host. `}
              {host.usually_answers}
            </p>
          )}
        </div>
        <AriaButton className={styles.close} onPress={onClose} aria-label="Close chat">
          ×
        </AriaButton>
      </header>
      {/* A scrollable region must be reachable by keyboard, so the log takes focus (its role has no interaction of its own). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={log} role="log" aria-live="polite" aria-label={`Conversation with ${firstName}`} tabIndex={0} className={styles.log}>
        {!chat.view && chat.pending.length === 0 && (
          <p className={styles.intro}>
            {chat.loading ? 'Loading your conversation…' : `Aloha! Ask ${host.first_name || 'us'} anything about the house, your dates or the island.`}
          </p>
        )}
        <ol className={styles.list}>
          {chat.view?.messages.map((message) => <Sent key={message.id} message={message} hostName={host.first_name || 'Host'} />)}
          {chat.pending.map((message) => (
            <Waiting key={message.clientId} message={message} onRetry={() => chat.deliver(message)} />
          ))}
        </ol>
      </div>
      {chat.failed && <p className={styles.notice}>Your conversation could not be loaded. Close the chat and open it again to retry.</p>}
      {chat.linkProblem && <p className={styles.notice}>{chat.linkProblem}</p>}
      {chat.notice && (
        <p className={styles.notice} role="status">
          {chat.notice}
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        {first && chat.booking && (
          <p className={styles.hint}>
            Writing as {chat.booking.guestName || 'the guest'} about booking {chat.booking.access.reference}.
          </p>
        )}
        {asking && (
          <div className={styles.contact}>
            <p className={styles.hint}>So {firstName} can answer you by e-mail if you leave:</p>
            <TextField label="Your name" name="name" autoComplete="name" value={draft.name} onChange={edit('name')} errorMessage={errors.name} isRequired />
            <TextField label="E-mail" name="email" type="email" autoComplete="email" value={draft.email} onChange={edit('email')} errorMessage={errors.email} isRequired />
          </div>
        )}
        <TextArea
          label="Message"
          name="message"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          value={draft.body}
          onChange={edit('body')}
          errorMessage={errors.body}
          description={left <= COUNTER_FROM ? `${left.toLocaleString('en-US')} characters left` : undefined}
        />
        <Button type="submit" tone="primary" className={styles.send}>
          Send
        </Button>
      </form>
    </Dialog>
  );
}
