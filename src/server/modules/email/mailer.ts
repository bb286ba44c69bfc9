import nodemailer from 'nodemailer';
import type { SendEmail } from './outbox.service';

/** A nodemailer transport for an smtp:// or smtps:// URL (credentials in the URL). */
export function smtpSender(smtpUrl: string): SendEmail {
  const transport = nodemailer.createTransport(smtpUrl);
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
