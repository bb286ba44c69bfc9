import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppTooltip, TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from './tooltip';

// @own-modules: React Aria keeps in module state whether a tooltip was shown a moment ago (then the next opens at
// once), and these tests time a first opening; another file's tooltip must not have warmed it up.

function renderTooltip() {
  render(
    <AppTooltip content="Ana Kealoha-Bell, KB-7Q2M4X">
      <button type="button">Ana Kealo…</button>
    </AppTooltip>,
  );
  return screen.getByRole('button', { name: 'Ana Kealo…' });
}

// The clock is frozen and moved by hand; user-event's own waits would stall on it, so events are fired directly.
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
/** What a mouse does on its way onto an element: it moves (React Aria learns the pointer is in use), then enters. */
function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
  fireEvent.pointerEnter(element, { pointerType: 'mouse' });
}

describe('AppTooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // React Aria keeps tooltips "warm" for a moment after one closes: let that pass so each test starts cold.
    advance(2000);
    vi.useRealTimers();
  });

  it('opens 700 ms after the pointer rests on the trigger, not before, and closes 300 ms after it leaves', () => {
    const trigger = renderTooltip();
    hover(trigger);
    advance(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Ana Kealoha-Bell, KB-7Q2M4X');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);

    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    advance(TOOLTIP_CLOSE_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows at once when the trigger gets keyboard focus, and Escape hides it', () => {
    const trigger = renderTooltip();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Ana Kealoha-Bell, KB-7Q2M4X');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
