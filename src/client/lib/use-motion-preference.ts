import { useCallback, useSyncExternalStore } from 'react';
import { isReducedMotion, motionSnapshot, setMotionPreference, subscribeToMotion, type MotionPreference } from './motion';

export interface MotionPreferenceState {
  /** What the person chose: null follows the system. */
  value: MotionPreference;
  setValue: (value: MotionPreference) => void;
  /** Whether motion is reduced right now, the system setting filled in when value is null. */
  reduced: boolean;
}

export function useMotionPreference(): MotionPreferenceState {
  const key = useSyncExternalStore(subscribeToMotion, motionSnapshot, () => 'null|false');
  const [stored, system] = key.split('|');
  const value: MotionPreference = stored === 'null' ? null : stored === 'true';
  const setValue = useCallback((next: MotionPreference) => setMotionPreference(next), []);
  return { value, setValue, reduced: isReducedMotion(value, system === 'true') };
}
