import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button } from 'react-aria-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { componentOf, keepEarlyTaps, tappedControl } from './early-taps';
import { useReplayedTap } from './use-replayed-tap';

/** A component with two controls that count their presses. */
function Counters({ name }: { name: string }) {
  const [presses, setPresses] = useState({ more: 0, less: 0 });
  const replayedTap = useReplayedTap(name);
  return (
    <section aria-label={name}>
      <Button onPress={() => setPresses((now) => ({ ...now, more: now.more + 1 }))} {...replayedTap('more')}>
        More
      </Button>
      <Button onPress={() => setPresses((now) => ({ ...now, less: now.less + 1 }))} {...replayedTap('less')}>
        Less
      </Button>
      <p>{`${presses.more} more, ${presses.less} less`}</p>
    </section>
  );
}

/** The server's markup, on screen before any of the component's code runs. */
function serverPage(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

function hydrate(ui: ReactElement, container: HTMLElement) {
  return render(ui, { container, hydrate: true });
}

describe('early taps', () => {
  beforeAll(() => keepEarlyTaps());
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  it('keeps a tap made before the component is live and presses it once when it is', async () => {
    const user = userEvent.setup();
    const ui = <Counters name="early" />;
    const container = serverPage(ui);
    await user.click(screen.getByRole('button', { name: 'More' }));
    screen.getByText('0 more, 0 less');

    hydrate(ui, container);
    await screen.findByText('1 more, 0 less');
    // Live now: the next tap goes straight through, and the early one is not replayed again.
    await user.click(screen.getByRole('button', { name: 'More' }));
    await screen.findByText('2 more, 0 less');
  });

  it('replays only the last early tap, on the control it landed on', async () => {
    const user = userEvent.setup();
    const ui = <Counters name="twice" />;
    const container = serverPage(ui);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Less' }));

    hydrate(ui, container);
    await screen.findByText('0 more, 1 less');
  });

  it('leaves an early tap on one component to that component', async () => {
    const user = userEvent.setup();
    const first = <Counters name="first" />;
    const second = <Counters name="second" />;
    const firstContainer = serverPage(first);
    const secondContainer = serverPage(second);
    await user.click(screen.getAllByRole('button', { name: 'Less' })[1]!);

    hydrate(first, firstContainer);
    hydrate(second, secondContainer);
    await screen.findByText('0 more, 1 less');
    screen.getByText('0 more, 0 less');
  });

  it('names a control by its component and its own name, and ignores unmarked elements', () => {
    document.body.innerHTML = '<button data-replay-tap="gallery/all"><span>Show all</span></button><p>Text</p>';
    expect(tappedControl(document.querySelector('span'))).toBe('gallery/all');
    expect(tappedControl(document.querySelector('p'))).toBeNull();
    expect(tappedControl(null)).toBeNull();
    expect(componentOf('gallery/photo-2')).toBe('gallery');
    expect(componentOf('header')).toBe('header');
  });
});
