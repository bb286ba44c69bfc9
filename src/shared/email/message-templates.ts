import { vars, type EmailTemplateDefinition } from './email-template.variables';

/** The e-mails that are not about a booking (decision 053): an account's new address, the answer to a contact message, the chat's e-mails. */
export const MESSAGE_TEMPLATES = [
  {
    kind: 'email-change',
    label: 'New e-mail address',
    recipient: 'Team member',
    variables: vars('name', 'confirm_link', 'valid_minutes', 'site_name'),
    subject: 'Confirm your new e-mail address for {{site_name}}',
    body: `# Confirm your new e-mail address

Aloha {{name}},

You asked to use this address for your account on {{site_name}}.

[Confirm this address]({{confirm_link}})

Or paste this address into your browser: {{confirm_link}}

The link works once, for {{valid_minutes}} minutes. Until then your account keeps its old address. If you did not ask for this, ignore this e-mail.`,
  },
  {
    kind: 'contact-reply',
    label: 'Your answer to a contact message',
    recipient: 'Guest',
    variables: vars('guest_name', 'reply', 'writer', 'written_on', 'original_message', 'site_name'),
    subject: 'Re: your message to {{site_name}}',
    body: `# A reply from {{site_name}}

Aloha {{guest_name}},

{{reply}}

{{writer}}, {{site_name}}

You wrote on {{written_on}}:

> {{original_message}}`,
  },
  {
    kind: 'chat-host-alert',
    label: 'Chat: a guest is waiting (to the host)',
    recipient: 'Host',
    variables: vars('waiting', 'conversations', 'site_name'),
    subject: '{{waiting}} in the chat on {{site_name}}',
    body: `# {{waiting}} in the chat

{{conversations}}`,
  },
  {
    kind: 'chat-guest-reply',
    label: 'Chat: your answer (to the guest)',
    recipient: 'Guest',
    variables: vars('guest_name', 'chat_messages', 'chat_link', 'valid_days', 'site_name'),
    subject: 'You have an answer from {{site_name}}',
    body: `# You have an answer

Aloha {{guest_name}},

You have an answer in your chat with {{site_name}}:

> {{chat_messages}}

[Continue the conversation]({{chat_link}})

Or paste this address into your browser: {{chat_link}}

The link works for {{valid_days}} days; a newer e-mail brings a new one.`,
  },
] as const satisfies readonly EmailTemplateDefinition[];
