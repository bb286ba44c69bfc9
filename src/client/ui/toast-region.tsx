import { useEffect } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { toastQueue } from './toast';
import * as styles from './toast.css';

export default function ToastRegionView() {
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
