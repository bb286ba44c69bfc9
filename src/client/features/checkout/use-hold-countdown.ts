import { useEffect, useState } from 'react';

const SECOND = 1000;

function remainingUntil(expiresAt: string): number {
  return Math.max(0, new Date(expiresAt).getTime() - Date.now());
}

/** Time left on the hold, ticking each second until it reaches zero. */
export function useHoldCountdown(expiresAt: string) {
  const [remainingMs, setRemaining] = useState(() => remainingUntil(expiresAt));
  useEffect(() => {
    setRemaining(remainingUntil(expiresAt));
    const timer = setInterval(() => {
      const left = remainingUntil(expiresAt);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, SECOND);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return { remainingMs, expired: remainingMs === 0 };
}

/** "14:05": minutes and seconds, rounded up so the last second still shows 0:01. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / SECOND);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
