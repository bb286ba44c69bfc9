import { useEffect } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import * as styles from './toast.css';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export const TOAST_DURATION_MS = 5000;

/** One toast visible at a time, as the spec asks. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

/** A new toast replaces the one showing: an old message is never shown after a newer one. */
export function toast(message: ToastMessage): string {
  toastQueue.clear();
  return toastQueue.add(message, { timeout: TOAST_DURATION_MS });
}

export function Toaster() {
  // F8 jumps to the notifications, as the spec's hotkey says.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const region = document.querySelector<HTMLElement>('[data-toast-region]');
      if (region) {
        event.preventDefault();
        region.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastRegion queue={toastQueue} className={styles.region} aria-label="Notifications (F8)" data-toast-region="">
      {({ toast: item }) => (
        <AriaToast
          toast={item}
          className={[styles.toast, item.content.variant === 'destructive' ? styles.destructive : ''].join(' ')}
        >
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {item.content.title}
            </Text>
            {item.content.description && (
              <Text slot="description" className={styles.description}>
                {item.content.description}
              </Text>
            )}
          </ToastContent>
          <Button slot="close" aria-label="Close notification" className={styles.close}>
            ×
          </Button>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
