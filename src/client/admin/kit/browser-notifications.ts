import { useEffect, useState } from 'react';

const STORAGE_KEY = 'kbh-admin-notifications';

/** 'unsupported' without the Notification API (some phones); else the browser's permission for this site. */
export type NotificationSupport = 'unsupported' | NotificationPermission;

function support(): NotificationSupport {
  return typeof window === 'undefined' || !('Notification' in window) ? 'unsupported' : Notification.permission;
}

function chosen(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Whether the owner turned notifications on in this browser and the browser allows them. */
export function notificationsOn(): boolean {
  return support() === 'granted' && chosen();
}

/**
 * The owner's choice of browser notifications for new chats and bookings, kept in this browser. The browser is
 * asked for permission only from `turnOn`, which the owner's own click calls: never on load.
 */
export function useBrowserNotifications(): { on: boolean; support: NotificationSupport; turnOn: () => Promise<void>; turnOff: () => void } {
  const [state, setState] = useState<{ on: boolean; support: NotificationSupport }>({ on: false, support: 'unsupported' });
  useEffect(() => setState({ on: notificationsOn(), support: support() }), []);
  function remember(on: boolean) {
    try {
      window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  }
  return {
    ...state,
    async turnOn() {
      if (support() === 'unsupported') return;
      const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
      remember(permission === 'granted');
      setState({ on: permission === 'granted', support: permission });
    },
    turnOff() {
      remember(false);
      setState((current) => ({ ...current, on: false }));
    },
  };
}

/** Shows a notification when the owner chose them; a click brings this tab forward and runs `open`. */
export function notify(title: string, body: string, tag: string, open: () => void): void {
  if (!notificationsOn()) return;
  try {
    const shown = new Notification(title, { body, tag });
    shown.onclick = () => {
      window.focus();
      open();
      shown.close();
    };
  } catch {
    // Android Chrome allows notifications only from a service worker: the badge and the title still say it.
  }
}
