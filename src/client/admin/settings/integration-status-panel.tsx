import type { IntegrationStatus } from '../../../shared/settings/site-settings.schemas';
import { errorMessage } from '../../lib/errors';
import { displayInstant } from '../../lib/format';
import * as styles from '../kit/admin.css';
import { useIntegrationStatus } from './use-site-settings';

const PAYMENT_MODES: Record<IntegrationStatus['payments']['mode'], string> = {
  live: 'Stripe, live: real cards are charged',
  test: 'Stripe, test mode: only Stripe’s test cards work',
  demo: 'Demo mode: no card is charged',
};

function Status({ status }: { status: IntegrationStatus }) {
  return (
    <dl>
      <dt>Payments</dt>
      <dd>
        {PAYMENT_MODES[status.payments.mode]}. Last webhook received: {displayInstant(status.payments.lastWebhookAt, 'never')}.
      </dd>
      <dt>E-mail</dt>
      <dd>
        {status.email.smtpConfigured ? 'Sent through the mail server (SMTP)' : 'No mail server (SMTP_URL): every e-mail waits in the outbox'}. Last delivery:{' '}
        {displayInstant(status.email.lastDeliveredAt, 'never')}. Waiting in the outbox: {status.email.backlog}.
      </dd>
      <dt>Calendar feeds</dt>
      {status.calendarFeeds.length === 0 && <dd>None imported.</dd>}
      {status.calendarFeeds.map((feed) => (
        <dd key={feed.id}>
          {feed.name}: last synced {displayInstant(feed.lastSuccessAt, 'never')}
          {feed.stale ? ' (stale)' : ''}
          {feed.lastError ? `; last attempt failed: ${feed.lastError}` : ''}
        </dd>
      ))}
    </dl>
  );
}

/** Read only: what this server is connected to, set by its environment, not here. */
export function IntegrationStatusPanel() {
  const status = useIntegrationStatus();
  return (
    <section aria-labelledby="integration-status-title" className={styles.section}>
      <h3 id="integration-status-title">Connections</h3>
      <p className={styles.hint}>Set in the server’s environment (see the README); shown here to check.</p>
      {status.isLoading && <p role="status">Loading the connections…</p>}
      {status.isError && <p role="alert">The connections could not be loaded: {errorMessage(status.error)}</p>}
      {status.data && <Status status={status.data} />}
    </section>
  );
}
