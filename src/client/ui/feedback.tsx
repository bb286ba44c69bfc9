import { useEffect, useState, type ReactNode } from 'react';
import * as styles from './feedback.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <div role="status" aria-label={label} className={styles.spinner} />;
}

/** The protected-route wait: a spinner in the middle of the page. */
export function CenteredSpinner({ label }: { label?: string }) {
  return (
    <div className={styles.centered}>
      <Spinner {...(label ? { label } : {})} />
    </div>
  );
}

export function Skeleton({ height, width = '100%' }: { height: string; width?: string }) {
  return <div aria-hidden="true" className={styles.skeleton} style={{ height, width }} />;
}

/** Shows its children only after `delayMs`, so fast loads never flash a placeholder. */
function Delayed({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? <>{children}</> : null;
}

const DEFAULT_FALLBACK_DELAY_MS = 200;
const DEFAULT_SKELETON_ITEMS = 6;

/** Placeholder for a lazily loaded page. */
export function PageSkeleton({ delayMs = DEFAULT_FALLBACK_DELAY_MS, items = DEFAULT_SKELETON_ITEMS }: { delayMs?: number; items?: number }) {
  return (
    <Delayed delayMs={delayMs}>
      <div className={styles.skeletonPage} role="status" aria-label="Loading page">
        <Skeleton height="2.5rem" width="60%" />
        <Skeleton height="1.2rem" width="40%" />
        <div className={styles.skeletonGrid}>
          {Array.from({ length: items }, (_, index) => (
            <Skeleton key={index} height="10rem" />
          ))}
        </div>
      </div>
    </Delayed>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
