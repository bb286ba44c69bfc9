import { lazy, Suspense, useEffect, useState } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

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

const ToastRegionView = lazy(() => import('./toast-region'));

/** Mounts the notification region once there is something to show, keeping it off the first load. */
export function Toaster() {
  const [needed, setNeeded] = useState(toastQueue.visibleToasts.length > 0);
  useEffect(() => {
    if (needed) return;
    return toastQueue.subscribe(() => {
      if (toastQueue.visibleToasts.length > 0) setNeeded(true);
    });
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegionView />
    </Suspense>
  ) : null;
}
