import { escapeHtml } from '../../../shared/lib/html';
import { layout } from './email-templates';
import type { EmailMessage } from './outbox.service';

const BUTTON = 'display:inline-block;background:#0b4c56;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none';

/** The owner's invitation to join the team: the link opens /auth with the code filled in. */
export function invitationEmail(input: { to: string; invitedBy: string; role: string; siteName: string; joinUrl: string; validDays: number }): EmailMessage {
  const subject = `${input.invitedBy} invited you to ${input.siteName}`;
  const text = [
    'Aloha,',
    '',
    `${input.invitedBy} invited you to help run ${input.siteName} as ${input.role}. Open this link to create your account:`,
    input.joinUrl,
    '',
    `The link works once, for ${input.validDays} days. If you did not expect this, ignore this e-mail.`,
  ].join('\n');
  const html = layout(
    'You are invited',
    `<p>Aloha,</p>
<p>${escapeHtml(input.invitedBy)} invited you to help run ${escapeHtml(input.siteName)} as ${escapeHtml(input.role)}.</p>
<p><a href="${escapeHtml(input.joinUrl)}" style="${BUTTON}">Create your account</a></p>
<p style="font-size:14px">Or paste this address into your browser: ${escapeHtml(input.joinUrl)}</p>
<p style="font-size:14px">The link works once, for ${input.validDays} days. If you did not expect this, ignore this e-mail.</p>`,
    input.siteName,
  );
  return { kind: 'invitation', to: input.to, subject: subject.slice(0, 300), text, html };
}

interface EmailChange {
  to: string;
  name: string;
  siteName: string;
  confirmUrl: string;
  validMinutes: number;
}

/** The values of the owner's email-change template (decision 053). */
export function emailChangeValues(input: EmailChange): Record<string, string> {
  return { site_name: input.siteName, name: input.name, confirm_link: input.confirmUrl, valid_minutes: String(input.validMinutes) };
}

/** Sent to the NEW address: following the link is what changes the account's e-mail. */
export function emailChangeEmail(input: EmailChange): EmailMessage {
  const subject = `Confirm your new e-mail address for ${input.siteName}`;
  const text = [
    `Aloha ${input.name},`,
    '',
    `You asked to use this address for your account on ${input.siteName}. Open this link to confirm it:`,
    input.confirmUrl,
    '',
    `The link works once, for ${input.validMinutes} minutes. Until then your account keeps its old address. If you did not ask for this, ignore this e-mail.`,
  ].join('\n');
  const html = layout(
    'Confirm your new e-mail address',
    `<p>Aloha ${escapeHtml(input.name)},</p>
<p>You asked to use this address for your account on ${escapeHtml(input.siteName)}.</p>
<p><a href="${escapeHtml(input.confirmUrl)}" style="${BUTTON}">Confirm this address</a></p>
<p style="font-size:14px">Or paste this address into your browser: ${escapeHtml(input.confirmUrl)}</p>
<p style="font-size:14px">The link works once, for ${input.validMinutes} minutes. Until then your account keeps its old address. If you did not ask for this, ignore this e-mail.</p>`,
    input.siteName,
  );
  return { kind: 'email-change', to: input.to, subject: subject.slice(0, 300), text, html };
}
