import { escapeHtml } from '../../../shared/lib/html';
import { longDate } from './booking-emails-format';
import type { EmailMessage } from './outbox.service';

/** The frame of every e-mail: title, body (already escaped HTML), site name. */
export function layout(title: string, bodyHtml: string, siteName: string): string {
  return `<!doctype html><html lang="en"><body style="margin:0;background:#fdfaf4;font-family:system-ui,sans-serif;color:#1d2a30">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-family:Georgia,serif;font-size:22px;color:#0b4c56">${escapeHtml(title)}</h1>
${bodyHtml}
<p style="margin-top:32px;font-size:12px;color:#4d5f66">${escapeHtml(siteName)}</p>
</div></body></html>`;
}

/** The host's copy of a guest's contact message; replying goes straight to the guest. */
export function contactMessageToHost(input: {
  to: string;
  siteName: string;
  name: string;
  email: string;
  phone?: string | undefined;
  message: string;
}): EmailMessage {
  const subject = `New message from ${input.name} via ${input.siteName}`;
  const lines = [`From: ${input.name} <${input.email}>`, ...(input.phone ? [`Phone: ${input.phone}`] : []), '', input.message];
  const html = layout(
    'New message from your website',
    `<p><strong>${escapeHtml(input.name)}</strong> &lt;${escapeHtml(input.email)}&gt;${input.phone ? `<br>Phone: ${escapeHtml(input.phone)}` : ''}</p>
<p style="white-space:pre-wrap;background:#fff;border:1px solid #d9cdb8;border-radius:8px;padding:16px">${escapeHtml(input.message)}</p>
<p>Reply to this e-mail to answer ${escapeHtml(input.name)} directly.</p>`,
    input.siteName,
  );
  return { kind: 'contact-message', to: input.to, replyTo: input.email, subject: subject.slice(0, 300), text: lines.join('\n'), html };
}

/** The link that lets an account's owner choose a new password (and get past any sign-in limit). */
export function passwordResetEmail(input: { to: string; name: string; siteName: string; resetUrl: string; validMinutes: number }): EmailMessage {
  const subject = `Reset your password for ${input.siteName}`;
  const text = [
    `Aloha ${input.name},`,
    '',
    `Someone (we hope you) asked to reset the password of your account on ${input.siteName}. Open this link to choose a new one:`,
    input.resetUrl,
    '',
    `The link works once, for ${input.validMinutes} minutes. Choosing a new password signs out every other device.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = layout(
    'Reset your password',
    `<p>Aloha ${escapeHtml(input.name)},</p>
<p>Someone (we hope you) asked to reset the password of your account on ${escapeHtml(input.siteName)}.</p>
<p><a href="${escapeHtml(input.resetUrl)}" style="display:inline-block;background:#0b4c56;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Choose a new password</a></p>
<p style="font-size:14px">Or paste this address into your browser: ${escapeHtml(input.resetUrl)}</p>
<p style="font-size:14px">The link works once, for ${input.validMinutes} minutes. Choosing a new password signs out every other device. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
    input.siteName,
  );
  return { kind: 'password-reset', to: input.to, subject: subject.slice(0, 300), text, html };
}

interface ContactReply {
  to: string;
  replyTo: string;
  siteName: string;
  guestName: string;
  reply: string;
  writer: string;
  original: { message: string; writtenOn: string };
}

/** The values of the owner's contact-reply template (decision 053). */
export function contactReplyValues(input: ContactReply): Record<string, string> {
  return {
    site_name: input.siteName,
    guest_name: input.guestName,
    reply: input.reply,
    writer: input.writer,
    written_on: longDate(input.original.writtenOn),
    original_message: input.original.message,
  };
}

/** The owner's answer to a guest's contact message, with the guest's own words quoted below it; replying reaches the host. */
export function contactReplyToGuest(input: ContactReply): EmailMessage {
  const subject = `Re: your message to ${input.siteName}`;
  const wrote = `You wrote on ${longDate(input.original.writtenOn)}:`;
  const text = [
    `Aloha ${input.guestName},`,
    '',
    input.reply,
    '',
    `${input.writer}, ${input.siteName}`,
    '',
    wrote,
    ...input.original.message.split('\n').map((line) => `> ${line}`),
  ].join('\n');
  const html = layout(
    `A reply from ${input.siteName}`,
    `<p>Aloha ${escapeHtml(input.guestName)},</p>
<p style="white-space:pre-wrap">${escapeHtml(input.reply)}</p>
<p>${escapeHtml(input.writer)}, ${escapeHtml(input.siteName)}</p>
<p style="font-size:14px;color:#4d5f66">${escapeHtml(wrote)}</p>
<blockquote style="white-space:pre-wrap;margin:0;border-left:3px solid #d9cdb8;padding-left:12px;color:#4d5f66">${escapeHtml(input.original.message)}</blockquote>`,
    input.siteName,
  );
  return { kind: 'contact-reply', to: input.to, replyTo: input.replyTo, subject: subject.slice(0, 300), text, html };
}
