import { GUEST_MESSAGE_LABELS } from '../../../shared/emails/guest-messages.schemas';
import { displayInstant } from '../../lib/format';
import { errorMessage } from '../../lib/errors';
import * as styles from '../kit/admin.css';
import { useCan } from '../kit/use-can';
import { GuestMessageRulesForm } from './guest-message-rules-form';
import { HouseAccessForm } from './house-access-form';
import { useGuestMessageRules, useHouseAccess, useUpcomingMessages } from './use-guest-messages';

function UpcomingMessages() {
  const upcoming = useUpcomingMessages();
  return (
    <section aria-labelledby="upcoming-messages-title" className={styles.section}>
      <h3 id="upcoming-messages-title">Scheduled messages</h3>
      {upcoming.isLoading && <p role="status">Loading the scheduled messages…</p>}
      {upcoming.isError && <p role="alert">The scheduled messages could not be loaded: {errorMessage(upcoming.error)}</p>}
      {upcoming.data?.length === 0 && <p>No message is scheduled.</p>}
      {upcoming.data && upcoming.data.length > 0 && (
        <ul>
          {upcoming.data.map((message) => (
            <li key={`${message.reference}-${message.kind}`}>
              {`${displayInstant(message.dueAt)}: ${GUEST_MESSAGE_LABELS[message.kind]} to ${message.guestName} (${message.reference})`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Emails → Automation: the automated guest messages' rules, the owner's house access, and what is scheduled. */
export function AutomationPanel() {
  const can = useCan();
  const isOwner = can('emails.automation');
  const rules = useGuestMessageRules();
  const access = useHouseAccess(isOwner);
  return (
    <section aria-labelledby="automation-title">
      <h2 id="automation-title">Automation</h2>
      <p>Messages sent to every guest with a confirmed stay: before arrival, on the check-in day and after check-out.</p>
      {rules.isLoading && <p role="status">Loading the message rules…</p>}
      {rules.isError && <p role="alert">The message rules could not be loaded: {errorMessage(rules.error)}</p>}
      {rules.data && <GuestMessageRulesForm rules={rules.data} canEdit={isOwner} />}
      {isOwner && access.isError && <p role="alert">The house access could not be loaded: {errorMessage(access.error)}</p>}
      {isOwner && access.data && <HouseAccessForm access={access.data} />}
      <UpcomingMessages />
    </section>
  );
}
