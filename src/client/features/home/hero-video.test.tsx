import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MOTION_STORAGE_KEY, resetMotionPreferenceForTests, setMotionPreference } from '../../lib/motion';
import { FakeIntersectionObserver } from '../../test/fake-intersection-observer';
import { HeroVideo } from './hero-video';

// jsdom has no media playback: record what the component asks of the element.
const media = {
  load: vi.fn(),
  play: vi.fn(() => Promise.resolve()),
  pause: vi.fn(),
};

beforeEach(() => {
  FakeIntersectionObserver.install();
  localStorage.clear();
  resetMotionPreferenceForTests();
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(media.load);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(media.play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(media.pause);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const fn of Object.values(media)) fn.mockClear();
  resetMotionPreferenceForTests();
});

function renderVideo() {
  const { container } = render(<HeroVideo poster="/photos/hero-poster-1280.webp" />);
  const video = container.querySelector('video')!;
  return { video, observer: FakeIntersectionObserver.watching(video), sources: () => [...video.querySelectorAll('source')].map((s) => s.getAttribute('src')) };
}

it('is a muted, looping, inline video that attaches its sources once a tenth of it is visible', () => {
  const { video, observer, sources } = renderVideo();
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(video.hasAttribute('playsinline')).toBe(true);
  expect(video.autoplay).toBe(true);
  expect(video.getAttribute('poster')).toBe('/photos/hero-poster-1280.webp');
  expect(observer.thresholds).toEqual([0.1]);
  expect(sources()).toEqual([]);

  observer.report(0.05);
  expect(sources()).toEqual([]);
  expect(media.load).not.toHaveBeenCalled();

  observer.report(0.1);
  expect(sources()).toEqual(['/media/hero.webm', '/media/hero.mp4']);
  expect(video.getAttribute('muted')).toBe('');
  expect(media.load).toHaveBeenCalledTimes(1);
  expect(media.play).toHaveBeenCalledTimes(1);
});

it('fades in only once it really plays', () => {
  const { video, observer } = renderVideo();
  observer.report(1);
  expect(video.dataset.playing).toBe('false');
  fireEvent.playing(video);
  expect(video.dataset.playing).toBe('true');
});

it('pauses off screen and plays again when back, keeping its sources', () => {
  const { observer, sources } = renderVideo();
  observer.report(1);
  observer.report(0);
  expect(media.pause).toHaveBeenCalledTimes(1);
  expect(sources()).toHaveLength(2);
  observer.report(0.6);
  expect(media.play).toHaveBeenCalledTimes(2);
});

it('never attaches a source while the visitor asks for reduced motion', () => {
  localStorage.setItem(MOTION_STORAGE_KEY, 'true');
  const { observer, sources } = renderVideo();
  observer.report(1);
  expect(sources()).toEqual([]);
  expect(media.load).not.toHaveBeenCalled();
  expect(media.play).not.toHaveBeenCalled();
});

it('follows the system setting when no preference is stored', () => {
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }));
  const { observer, sources } = renderVideo();
  observer.report(1);
  expect(sources()).toEqual([]);
});

it('drops its sources and stops when Reduce is chosen while it plays', () => {
  const { video, observer, sources } = renderVideo();
  observer.report(1);
  fireEvent.playing(video);
  act(() => setMotionPreference(true));
  expect(sources()).toEqual([]);
  expect(media.load).toHaveBeenCalledTimes(2);
  expect(video.dataset.playing).toBe('false');
});

it('waits for the page itself to finish loading', () => {
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  const { observer, sources } = renderVideo();
  observer.report(1);
  expect(sources()).toEqual([]);
  readyState.mockReturnValue('complete');
  act(() => {
    window.dispatchEvent(new Event('load'));
  });
  expect(sources()).toHaveLength(2);
});
