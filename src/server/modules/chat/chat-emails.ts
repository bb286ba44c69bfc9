import { CHAT_LINK_LIFETIME_DAYS } from '../../../shared/chat/chat.rules';
import { escapeHtml } from '../../../shared/lib/html';
import { PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';
import { layout } from '../email/email-templates';
import type { EmailMessage } from '../email/outbox.service';

export interface AlertedMessage {
  body: string;
  createdAt: Date;
}

const timeOf = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: PROPERTY_TIME_ZONE, hour: 'numeric', minute: '2-digit', month: 'short', day: 'numeric' }).format(at);

const quoted = (messages: AlertedMessage[]) =>
  messages
    .map(
      (message) =>
        `<p style="font-size:12px;color:#4d5f66;margin:16px 0 4px">${escapeHtml(timeOf(message.createdAt))} (Hawaii time)</p>
<p style="white-space:pre-wrap;background:#fff;border:1px solid #d9cdb8;border-radius:8px;padding:16px;margin:0">${escapeHtml(message.body)}</p>`,
    )
    .join('\n');

const button = (url: string, label: string) =>
  `<p style="margin-top:24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#0b4c56;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:14px">Or paste this address into your browser: ${escapeHtml(url)}</p>`;

const textOf = (messages: AlertedMessage[]) => messages.flatMap((message) => [`[${timeOf(message.createdAt)}, Hawaii time]`, message.body, '']);

/** One conversation as the host's e-mail lists it in its text part: who, their messages with the time, the link. */
const conversationText = (conversation: AlertedConversation) =>
  [`${conversation.visitorName} <${conversation.visitorEmail}> wrote in the chat and has no answer yet:`, '', ...textOf(conversation.messages), `Answer in the inbox: ${conversation.url}`].join('\n');

interface AlertedConversation {
  visitorName: string;
  visitorEmail: string;
  messages: AlertedMessage[];
  /** The conversation in the inbox. */
  url: string;
}

const waiting = (count: number) => (count === 1 ? 'A guest is waiting' : `${count} guests are waiting`);

interface HostAlert {
  to: string;
  siteName: string;
  conversations: AlertedConversation[];
}

/** The values of the owner's chat-host-alert template (decision 053): the conversations are one block. */
export function chatHostAlertValues(input: HostAlert): Record<string, string> {
  return { site_name: input.siteName, waiting: waiting(input.conversations.length), conversations: input.conversations.map(conversationText).join('\n\n') };
}

/**
 * To the host, once per round of the e-mail fallback: every conversation whose guest wrote and has
 * no answer yet (or found nobody in the inbox). The subject carries no visitor-chosen words, and
 * names and messages are escaped in the HTML.
 */
export function chatHostAlertEmail(input: HostAlert): EmailMessage {
  const subject = `${waiting(input.conversations.length)} in the chat on ${input.siteName}`;
  const text = input.conversations
    .flatMap((conversation) => [
      `${conversation.visitorName} <${conversation.visitorEmail}> wrote in the chat and has no answer yet:`,
      '',
      ...textOf(conversation.messages),
      `Answer in the inbox: ${conversation.url}`,
      '',
    ])
    .join('\n');
  const html = layout(
    `${waiting(input.conversations.length)} in the chat`,
    input.conversations
      .map(
        (conversation) => `<p><strong>${escapeHtml(conversation.visitorName)}</strong> &lt;${escapeHtml(conversation.visitorEmail)}&gt; wrote in the chat and has no answer yet:</p>
${quoted(conversation.messages)}
${button(conversation.url, 'Answer in the inbox')}`,
      )
      .join('\n<hr style="border:none;border-top:1px solid #d9cdb8;margin:32px 0">\n'),
    input.siteName,
  );
  return { kind: 'chat-host-alert', to: input.to, subject: subject.slice(0, 300), text, html };
}

const LINK_LIFE = `The link works for ${CHAT_LINK_LIFETIME_DAYS} days; a newer e-mail brings a new one.`;

interface GuestReply {
  to: string;
  siteName: string;
  visitorName: string;
  messages: AlertedMessage[];
  url: string;
}

/** The values of the owner's chat-guest-reply template (decision 053): the answers are one block, each with its time. */
export function chatGuestReplyValues(input: GuestReply): Record<string, string> {
  return {
    site_name: input.siteName,
    guest_name: input.visitorName,
    chat_messages: input.messages.map((message) => `${timeOf(message.createdAt)} (Hawaii time)\n${message.body}`).join('\n\n'),
    chat_link: input.url,
    valid_days: String(CHAT_LINK_LIFETIME_DAYS),
  };
}

/** To the guest: the host answered while they were away; the link continues the conversation on any device. */
export function chatGuestReplyEmail(input: GuestReply): EmailMessage {
  const subject = `You have an answer from ${input.siteName}`;
  const text = [
    `Aloha ${input.visitorName},`,
    '',
    `You have an answer in your chat with ${input.siteName}:`,
    '',
    ...textOf(input.messages),
    `Continue the conversation: ${input.url}`,
    LINK_LIFE,
  ].join('\n');
  const html = layout(
    'You have an answer',
    `<p>Aloha ${escapeHtml(input.visitorName)},</p>
<p>You have an answer in your chat with ${escapeHtml(input.siteName)}:</p>
${quoted(input.messages)}
${button(input.url, 'Continue the conversation')}
<p style="font-size:14px">${LINK_LIFE}</p>`,
    input.siteName,
  );
  return { kind: 'chat-guest-reply', to: input.to, subject: subject.slice(0, 300), text, html };
}
