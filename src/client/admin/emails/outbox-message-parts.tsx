import { useState } from 'react';
import type { OutboxAttachment, OutboxAttempt } from '../../../shared/email/outbox.schemas';
import { displayInstant } from '../../lib/format';
import { Button } from '../../ui/button';
import { MessageText } from './message-text';
import * as styles from './outbox.css';

/** A file's size as people read it: 812 bytes, 4.2 KB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The HTML part as the guest's mail client shows it, in a sandboxed frame: no scripts, forms or same-origin
 * access, so nothing in a message can act in the admin. Shown on request (an e-mail can be long; the frame is
 * the message's content, not the admin's). The text part is below it, its addresses as links.
 */
export function MessageBody({ subject, html, text }: { subject: string; html: string; text: string }) {
  const [showHtml, setShowHtml] = useState(false);
  return (
    <>
      <h3 className={styles.partTitle}>As the guest sees it</h3>
      <div>
        <Button tone="secondary" aria-expanded={showHtml} onPress={() => setShowHtml((shown) => !shown)}>
          {showHtml ? 'Hide the e-mail as sent' : 'Show the e-mail as sent'}
        </Button>
      </div>
      {showHtml && <iframe title={`The e-mail “${subject}” as sent`} sandbox="" srcDoc={html} className={styles.frame} />}
      <h3 className={styles.partTitle}>Text part</h3>
      <MessageText text={text} className={styles.body} />
    </>
  );
}

export function MessageAttachments({ attachments }: { attachments: readonly OutboxAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <>
      <h3 className={styles.partTitle}>Attachments</h3>
      <ul className={styles.plainList}>
        {attachments.map((file) => (
          <li key={file.filename}>
            <a href={`data:${file.contentType};charset=utf-8,${encodeURIComponent(file.content)}`} download={file.filename}>
              Download {file.filename}
            </a>{' '}
            ({file.contentType}, {sizeText(file.size)})
          </li>
        ))}
      </ul>
    </>
  );
}

/** Every try at handing the e-mail to the mail server, oldest first. */
export function DeliveryHistory({ history }: { history: readonly OutboxAttempt[] }) {
  return (
    <>
      <h3 className={styles.partTitle}>Delivery attempts</h3>
      {history.length === 0 ? (
        <p>Not tried yet.</p>
      ) : (
        <ol className={styles.plainList}>
          {history.map((attempt, index) => (
            <li key={index}>
              {displayInstant(attempt.at)}: {attempt.ok ? 'accepted by the mail server' : `failed: ${attempt.error ?? 'unknown error'}`}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
