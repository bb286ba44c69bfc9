import type { MailDelivery } from '../../../shared/setup/live-status.schemas';

declare module '../../trpc/context' {
  interface ServerConfig {
    /** 'smtp' when SMTP_URL is set and the outbox worker sends; 'outbox' when e-mail only waits in the outbox. */
    mailDelivery: MailDelivery;
  }
}

/** How this server delivers e-mail, from its SMTP setting. */
export function mailDeliveryOf(smtpUrl: string | undefined): MailDelivery {
  return smtpUrl ? 'smtp' : 'outbox';
}
