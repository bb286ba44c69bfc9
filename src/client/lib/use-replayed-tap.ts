import { useCallback, useEffect } from 'react';
import { forgetLiveComponent, REPLAY_TAP_ATTRIBUTE, takeEarlyTap } from './early-taps';

type ReplayProps = { [REPLAY_TAP_ATTRIBUTE]: string };

/**
 * For controls a visitor can reach before a server-rendered page is live:
 * spread `replayedTap()` (or `replayedTap('photo-2')` where the component has
 * several) on each. Once the component is live (hydrated), a tap that landed
 * on one of them earlier is replayed as a click, which React Aria's buttons
 * take as a press. See early-taps.ts.
 */
export function useReplayedTap(component: string): (control?: string) => ReplayProps {
  useEffect(() => {
    const control = takeEarlyTap(component);
    if (control !== null) document.querySelector<HTMLElement>(`[${REPLAY_TAP_ATTRIBUTE}="${control}"]`)?.click();
    return () => forgetLiveComponent(component);
  }, [component]);
  return useCallback(
    (control?: string) => ({ [REPLAY_TAP_ATTRIBUTE]: control === undefined ? component : `${component}/${control}` }),
    [component],
  );
}
