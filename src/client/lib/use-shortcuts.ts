import { useEffect, useRef } from 'react';

/**
 * One keyboard shortcut. `keys` is written as it is shown to people:
 * - 'mod+k': Ctrl+K, or Cmd+K on a Mac (Ctrl or Cmd, not both; no Alt, no Shift);
 * - '?': the key that types "?" (Shift is how it is typed, so Shift is allowed; no Ctrl, Cmd or Alt);
 * - 'g b': G, then B within a second and a half, neither with a modifier.
 */
export interface Shortcut {
  keys: string;
  run: () => void;
}

const SEQUENCE_TIMEOUT_MS = 1500;

/** Typing in a field (or in anything that takes text) is never a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/** Keys pressed inside an open dialog belong to it (a shortcut would open a second dialog over the first). */
function insideDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

function matchesStep(event: KeyboardEvent, step: string): boolean {
  const key = event.key.toLowerCase();
  if (step.startsWith('mod+')) {
    return key === step.slice(4) && event.ctrlKey !== event.metaKey && !event.altKey && !event.shiftKey;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  // A letter pressed with Shift is a capital, not the shortcut; a symbol such as "?" needs Shift to be typed.
  if (/^[a-z0-9]$/.test(step) && event.shiftKey) return false;
  return key === step;
}

/**
 * Listens for `shortcuts` on the whole document while `enabled`. Keys typed
 * into a field or inside a dialog, keys another handler already took (a
 * menu's arrows, a dialog's Escape) and key repeats are left alone.
 */
export function useShortcuts(shortcuts: readonly Shortcut[], enabled = true): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    if (!enabled) return;
    let pending: { prefix: string; at: number } | null = null;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || event.isComposing || isTypingTarget(event.target) || insideDialog(event.target)) return;
      const now = Date.now();
      const prefix = pending && now - pending.at <= SEQUENCE_TIMEOUT_MS ? pending.prefix : null;
      pending = null;
      for (const shortcut of latest.current) {
        const steps = shortcut.keys.split(' ');
        const last = steps[steps.length - 1] ?? '';
        if (steps.length === 1 && matchesStep(event, last)) {
          event.preventDefault();
          shortcut.run();
          return;
        }
        if (steps.length === 2 && prefix === steps[0] && matchesStep(event, last)) {
          event.preventDefault();
          shortcut.run();
          return;
        }
      }
      const first = latest.current.find((shortcut) => {
        const steps = shortcut.keys.split(' ');
        return steps.length === 2 && matchesStep(event, steps[0] ?? '');
      });
      if (first) pending = { prefix: first.keys.split(' ')[0] ?? '', at: now };
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

/** 'k' reads "K", 'enter' reads "Enter". */
const keyName = (key: string) => (key.length === 1 ? key.toUpperCase() : `${key.charAt(0).toUpperCase()}${key.slice(1)}`);

/** How a shortcut is written on screen: 'mod+k' reads "Ctrl K" (or "⌘ K" on a Mac), 'g b' reads "G then B". */
export function shortcutLabel(keys: string, isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)): string {
  return keys
    .split(' ')
    .map((step) => (step.startsWith('mod+') ? `${isMac ? '⌘' : 'Ctrl'} ${keyName(step.slice(4))}` : keyName(step)))
    .join(' then ');
}
