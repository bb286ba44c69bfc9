/**
 * A move that asks the next screen to put focus on its heading (after sign-in the admin's Dashboard heading),
 * carried in the history entry's state, so it survives the lazy load of the screen and is read once.
 */
export const FOCUS_HEADING_STATE = { focus: 'heading' } as const;

/** Whether the current history entry asked for its heading to take focus; the request is removed as it is read. */
export function takeHeadingFocusRequest(): boolean {
  const state: unknown = typeof history === 'undefined' ? null : history.state;
  if (!state || typeof state !== 'object' || (state as { focus?: unknown }).focus !== 'heading') return false;
  const { focus: _focus, ...rest } = state as Record<string, unknown>;
  history.replaceState(rest, '');
  return true;
}
