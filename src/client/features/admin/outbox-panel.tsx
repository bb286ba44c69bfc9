import { FLAG_AFTER_ATTEMPTS } from '../../../shared/contact/contact.rules';
import * as styles from '../../ui/admin.css';
import { useOutbox } from './use-contact-admin';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Pacific/Honolulu' });

/** Every e-mail the site sends, and whether it has gone out. */
export function OutboxPanel() {
  const { data: emails = [], isLoading } = useOutbox();
  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title">Outgoing e-mail</h2>
      <p>E-mail waits here until the mail server accepts it; failed sends are retried automatically.</p>
      {isLoading && <p role="status">Loading e-mail…</p>}
      {!isLoading && emails.length === 0 && <p>No e-mail yet.</p>}
      {emails.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell}>Created</th>
              <th className={styles.cell}>To</th>
              <th className={styles.cell}>Subject</th>
              <th className={styles.cell}>Status</th>
            </tr>
          </thead>
          <tbody>
            {emails.map((email) => (
              <tr key={email.id}>
                <td className={styles.cell}>{dateTime.format(new Date(email.createdAt))}</td>
                <td className={styles.cell}>{email.to}</td>
                <td className={styles.cell}>{email.subject}</td>
                <td className={styles.cell}>
                  {email.status === 'sent'
                    ? 'Sent'
                    : email.attempts >= FLAG_AFTER_ATTEMPTS
                      ? `Failing (${email.attempts} tries): ${email.lastError ?? ''}`
                      : email.attempts > 0
                        ? `Retrying (${email.attempts} tries)`
                        : 'Waiting to send'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
