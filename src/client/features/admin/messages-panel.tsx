import * as styles from '../../ui/admin.css';
import { useContactMessages } from './use-contact-admin';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Pacific/Honolulu' });

/** Guests' messages from the contact page, newest first. */
export function MessagesPanel() {
  const { data: messages = [], isLoading } = useContactMessages();
  return (
    <section aria-labelledby="messages-title">
      <h2 id="messages-title">Messages from guests</h2>
      {isLoading && <p role="status">Loading messages…</p>}
      {!isLoading && messages.length === 0 && <p>No messages yet.</p>}
      {messages.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell}>Received (Hawaii time)</th>
              <th className={styles.cell}>From</th>
              <th className={styles.cell}>Message</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td className={styles.cell}>{dateTime.format(new Date(message.createdAt))}</td>
                <td className={styles.cell}>
                  {message.name}
                  <br />
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {message.phone && (
                    <>
                      <br />
                      {message.phone}
                    </>
                  )}
                </td>
                <td className={styles.cell} style={{ whiteSpace: 'pre-wrap' }}>
                  {message.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
