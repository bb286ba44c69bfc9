/**
 * A tap that lands on a server-rendered page before its code has arrived would
 * be lost: the button is drawn but nothing answers it yet. The page's first
 * script (boot.ts) keeps the last such tap on a control marked with
 * data-replay-tap, and the control replays it as soon as it is live, so the
 * visitor never has to tap twice. Controls that are real links need none of this.
 * No React here: this runs in the tiny first script.
 */
export const REPLAY_TAP_ATTRIBUTE = 'data-replay-tap';

/** Components whose code is live: taps on their controls go straight through. */
const live = new Set<string>();
/** The last early tap, by the name of the control it landed on. */
let kept: string | null = null;
/** Told of each tap kept, with the element it landed on (a page shipped as islands wakes that island). */
let onKept: ((target: Element) => void) | null = null;
/**
 * A press that began on a marked control before its component was live, and whether React Aria missed its start. The
 * component can come alive between the pointer going down and the click (a pointer going down starts an island): React
 * Aria, not having seen the press begin, then drops the click, and the tap would be lost.
 */
let pressBegun: { control: string; unseen: boolean } | null = null;
/** What React Aria marks a control with while it sees it pressed. */
const PRESSED_ATTRIBUTE = 'data-pressed';

/** A control's name is its component's name, or that and the control's own after a slash ("gallery/photo-2"). */
export function componentOf(control: string): string {
  return control.split('/', 1)[0]!;
}

/** The marked control an event landed on, if any. */
function controlOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${REPLAY_TAP_ATTRIBUTE}]`) : null;
}

/** The name of the marked control a click landed on, if any. */
export function tappedControl(target: EventTarget | null): string | null {
  return controlOf(target)?.getAttribute(REPLAY_TAP_ATTRIBUTE) ?? null;
}

function notePressStart(event: PointerEvent): void {
  const name = tappedControl(event.target);
  pressBegun = name !== null && !live.has(componentOf(name)) ? { control: name, unseen: true } : null;
}

// Before React sees the pointer come up (this listener captures at the document): a control React Aria saw pressed is marked so.
function notePressEnd(event: PointerEvent): void {
  if (pressBegun) pressBegun.unseen = !controlOf(event.target)?.hasAttribute(PRESSED_ATTRIBUTE);
}

function keepTap(event: MouseEvent): void {
  const control = controlOf(event.target);
  const name = control?.getAttribute(REPLAY_TAP_ATTRIBUTE) ?? null;
  const begunUnseen = name !== null && pressBegun?.control === name && pressBegun.unseen;
  pressBegun = null;
  if (!control || name === null) return;
  if (live.has(componentOf(name))) {
    if (!begunUnseen) return;
    // Live since the press began, unseen by React Aria: given again as a click it takes (as a replayed tap is).
    event.preventDefault();
    event.stopPropagation();
    setTimeout(() => control.click());
    return;
  }
  // Stopped here, so a root that is already hydrating does not press the control now as well as on the replay.
  event.preventDefault();
  event.stopPropagation();
  kept = name;
  if (event.target instanceof Element) onKept?.(event.target);
}

/** Calls `wake` with the element each kept tap lands on, so the part of the page it belongs to can start. */
export function whenTapKept(wake: (target: Element) => void): void {
  onKept = wake;
}

/** Called once by boot.ts over a page the server rendered. */
export function keepEarlyTaps(): void {
  document.addEventListener('pointerdown', notePressStart, true);
  document.addEventListener('pointerup', notePressEnd, true);
  document.addEventListener('click', keepTap, true);
}

/** Marks the component as live and hands back the control an early tap landed on in it, once. */
export function takeEarlyTap(component: string): string | null {
  live.add(component);
  if (kept === null || componentOf(kept) !== component) return null;
  const control = kept;
  kept = null;
  return control;
}

/** The component is gone: a later copy (drawn by the browser) is live from its first effect again. */
export function forgetLiveComponent(component: string): void {
  live.delete(component);
}
