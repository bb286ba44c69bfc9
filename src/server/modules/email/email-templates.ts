import { escapeHtml } from '../../../shared/lib/html';
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
