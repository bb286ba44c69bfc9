import nodemailer from 'nodemailer';
import type { SendEmail } from './outbox.service';

/** A nodemailer transport for an smtp:// or smtps:// URL (credentials in the URL). */
export function smtpSender(smtpUrl: string): SendEmail {
  // Well inside the outbox's 2-minute lease (nodemailer's own socket timeout is 10 minutes): a stalled
  // server fails the send and it is retried, rather than outliving the lease and being sent twice.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return async (message) => {
    await transport.sendMail({
      from: message.from,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.attachments ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
    });
  };
}
