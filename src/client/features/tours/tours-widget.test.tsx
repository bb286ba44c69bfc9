import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../../test/fake-intersection-observer';
import { TOURS_FRAME_TITLE } from './tours-frame';
import { ToursWidget, ToursWidgetFrame } from './tours-widget';

const siteInfo = vi.hoisted(() => ({ tours_widget_url: null as string | null }));
vi.mock('../property/use-site-info', () => ({ useSiteInfo: () => ({ data: siteInfo }) }));

const URL = 'https://tours.example.test/widget?partner=kbh';
const ORIGIN = 'https://tours.example.test';

function post(data: unknown, origin = ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

/** Renders the widget with its holder scrolled within reach, and returns the iframe. */
function renderNear(): HTMLIFrameElement {
  const { container } = render(<ToursWidgetFrame url={URL} />);
  FakeIntersectionObserver.watching(container.firstElementChild!).report(1);
  return screen.getByTitle<HTMLIFrameElement>(TOURS_FRAME_TITLE);
}

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  siteInfo.tours_widget_url = null;
});

describe('ToursWidgetFrame', () => {
  it('creates the iframe only once it comes within 200 px of the viewport', () => {
    const { container } = render(<ToursWidgetFrame url={URL} />);
    expect(screen.queryByTitle(TOURS_FRAME_TITLE)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading tours and activities…');
    const holder = container.firstElementChild!;
    expect(holder.getAttribute('style')).toContain('min-height: 400px');
    const observer = FakeIntersectionObserver.watching(holder);
    expect(observer.rootMargin).toBe('200px');

    observer.report(0);
    expect(screen.queryByTitle(TOURS_FRAME_TITLE)).toBeNull();
    observer.report(0.01);
    const frame = screen.getByTitle<HTMLIFrameElement>(TOURS_FRAME_TITLE);
    expect(frame.getAttribute('src')).toBe(URL);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.style.height).toBe('400px');

    // Once created it stays, even when scrolled away again.
    observer.report(0);
    expect(screen.getByTitle(TOURS_FRAME_TITLE)).toBe(frame);
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("grows to the height the widget reports, never below 400 px, and only trusts the widget's origin", () => {
    const frame = renderNear();
    post({ type: 'resize', height: 900 });
    expect(frame.style.height).toBe('900px');
    post({ height: 1500 }, 'https://evil.example.test');
    post({ height: 1500 }, window.location.origin);
    expect(frame.style.height).toBe('900px');
    post({ height: 1234.4 });
    expect(frame.style.height).toBe('1235px');
    post({ type: 'resize', height: 120 });
    expect(frame.style.height).toBe('400px');
    post({ type: 'analytics', height: 2000 });
    post('{"type":"resize","height":760}');
    expect(frame.style.height).toBe('760px');
  });

  it('asks for the height every 500 ms, 20 times, after each load', () => {
    vi.useFakeTimers();
    const frame = renderNear();
    const ask = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    vi.advanceTimersByTime(2000);
    expect(ask).not.toHaveBeenCalled();

    fireEvent.load(frame);
    vi.advanceTimersByTime(499);
    expect(ask).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenLastCalledWith({ type: 'request-height' }, ORIGIN);
    vi.advanceTimersByTime(9500);
    expect(ask).toHaveBeenCalledTimes(20);
    vi.advanceTimersByTime(5000);
    expect(ask).toHaveBeenCalledTimes(20);

    // The widget navigated inside its frame: ask again.
    fireEvent.load(frame);
    vi.advanceTimersByTime(10_000);
    expect(ask).toHaveBeenCalledTimes(40);
  });
});

describe('ToursWidget', () => {
  it.each([null, '', '   ', 'not a url'])('shows nothing when site info has %j', (url) => {
    siteInfo.tours_widget_url = url;
    const { container } = render(<ToursWidget />);
    expect(container.innerHTML).toBe('');
  });

  it("shows our own widget page (the default address) and takes its height from this page's origin only", () => {
    siteInfo.tours_widget_url = '/widgets/tours';
    const { container } = render(<ToursWidget />);
    FakeIntersectionObserver.watching(container.firstElementChild!).report(1);
    const frame = screen.getByTitle<HTMLIFrameElement>(TOURS_FRAME_TITLE);
    expect(frame.getAttribute('src')).toBe('/widgets/tours');
    post({ type: 'resize', height: 1500 }, 'https://evil.example.test');
    expect(frame.style.height).toBe('400px');
    post({ type: 'resize', height: 820 }, window.location.origin);
    expect(frame.style.height).toBe('820px');
  });

  it('shows the configured widget', () => {
    siteInfo.tours_widget_url = URL;
    const { container } = render(<ToursWidget />);
    FakeIntersectionObserver.watching(container.firstElementChild!).report(1);
    expect(screen.getByTitle(TOURS_FRAME_TITLE).getAttribute('src')).toBe(URL);
  });
});
