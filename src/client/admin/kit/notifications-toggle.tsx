import { CheckboxField } from '../../ui/checkbox';
import { useBrowserNotifications } from './browser-notifications';
import * as styles from './admin.css';

/** The owner's switch for browser notifications of new chats and bookings, in the account menu. */
export function NotificationsToggle() {
  const notifications = useBrowserNotifications();
  if (notifications.support === 'unsupported') return <p className={styles.hint}>This browser cannot show notifications.</p>;
  return (
    <div>
      <CheckboxField isSelected={notifications.on} isDisabled={notifications.support === 'denied'} onChange={(on) => (on ? void notifications.turnOn() : notifications.turnOff())}>
        Notify me of new chats and bookings
      </CheckboxField>
      {notifications.support === 'denied' && <p className={styles.hint}>Notifications are blocked for this site in the browser’s settings.</p>}
    </div>
  );
}
