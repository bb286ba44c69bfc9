import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { photoSrcset, photoUrl } from '../../../shared/property/photo-sizes';
import type { Photo } from '../../../shared/property/property.schemas';
import { GalleryView } from './gallery-section';

function fixturePhotos(count: number): Photo[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    url: photoUrl(`scene-${index + 1}`),
    alt: `Scene number ${index + 1} of the house`,
    is_featured: false,
    sort_order: index + 1,
    width: 1280,
    height: 853,
    srcset: { avif: photoSrcset(`scene-${index + 1}`, 'avif'), webp: photoSrcset(`scene-${index + 1}`, 'webp') },
    placeholder: 'data:image/webp;base64,UklGRg==',
  }));
}

const gridTiles = () => within(screen.getByRole('list', { name: 'Photo highlights' })).getAllByRole('button');
const counter = () => within(screen.getByRole('dialog', { name: 'Photo gallery' })).getByText(/^\d+ \/ \d+$/);

describe('GalleryView', () => {
  it('shows the heading, at most six photos and a button for all of them', () => {
    render(<GalleryView photos={fixturePhotos(14)} />);
    screen.getByRole('heading', { level: 2, name: 'Stunning Views & Spaces' });
    expect(gridTiles()).toHaveLength(6);
    expect(gridTiles()[0]!.getAttribute('aria-label')).toBe('Open photo 1 of 14: Scene number 1 of the house');
    screen.getByRole('button', { name: 'Show all 14 photos' });
  });

  it('serves AVIF and WebP sources with sizes, fixed dimensions, and lazy loading after the first row', () => {
    const { container } = render(<GalleryView photos={fixturePhotos(14)} />);
    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(6);
    const sources = pictures[1]!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toContain('/photos/scene-2-1920.avif 1920w');
    expect(sources[0]!.getAttribute('sizes')).toContain('100vw');
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
    expect(images[0]!.getAttribute('width')).toBe('1280');
    expect(images[0]!.getAttribute('height')).toBe('853');
  });

  it('opens the lightbox at the chosen photo and turns with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<GalleryView photos={fixturePhotos(14)} />);
    await user.click(gridTiles()[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Photo gallery' });
    expect(counter().textContent).toBe('2 / 14');
    within(dialog).getByRole('img', { name: 'Scene number 2 of the house' });
    await user.keyboard('{ArrowRight}');
    expect(counter().textContent).toBe('3 / 14');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(counter().textContent).toBe('14 / 14');
    within(dialog).getByRole('img', { name: 'Scene number 14 of the house' });
    await user.keyboard('{ArrowRight}');
    expect(counter().textContent).toBe('1 / 14');
  });

  it('turns with the Previous and Next buttons, wrapping too', async () => {
    const user = userEvent.setup();
    render(<GalleryView photos={fixturePhotos(14)} />);
    await user.click(screen.getByRole('button', { name: 'Show all 14 photos' }));
    expect(counter().textContent).toBe('1 / 14');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter().textContent).toBe('14 / 14');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter().textContent).toBe('2 / 14');
  });

  it('turns on a horizontal swipe of 50 px or more', async () => {
    const user = userEvent.setup();
    render(<GalleryView photos={fixturePhotos(14)} />);
    await user.click(gridTiles()[0]!);
    const stage = within(screen.getByRole('dialog')).getByRole('img').closest('div')!;
    fireEvent.touchStart(stage, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 200 }] });
    expect(counter().textContent).toBe('2 / 14');
    fireEvent.touchStart(stage, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 240 }] });
    expect(counter().textContent).toBe('2 / 14');
    fireEvent.touchStart(stage, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 260 }] });
    expect(counter().textContent).toBe('1 / 14');
  });

  it('closes with Escape and with Close, giving focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<GalleryView photos={fixturePhotos(14)} />);
    const third = gridTiles()[2]!;
    third.focus();
    await user.keyboard('{Enter}');
    expect(counter().textContent).toBe('3 / 14');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(third));

    const showAll = screen.getByRole('button', { name: 'Show all 14 photos' });
    await user.click(showAll);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(showAll));
  });

  it('falls back to six built-in sample photos when the server has none', async () => {
    const user = userEvent.setup();
    render(<GalleryView photos={[]} />);
    expect(gridTiles()).toHaveLength(6);
    screen.getByRole('img', { name: /Covered lanai with teak chairs/ });
    await user.click(screen.getByRole('button', { name: 'Show all 6 photos' }));
    expect(counter().textContent).toBe('1 / 6');
  });

  it('shows placeholder tiles while the photos load', () => {
    render(<GalleryView photos={[]} isLoading />);
    screen.getByRole('status', { name: 'Loading photos' });
    expect(screen.queryByRole('list', { name: 'Photo highlights' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('fades a photo in once it loads, and says so when it cannot load', () => {
    render(<GalleryView photos={fixturePhotos(3)} />);
    const [first, second] = screen.getAllByRole<HTMLImageElement>('img');
    const frameOf = (image: HTMLElement) => image.closest('[data-state]')!;
    expect(frameOf(first!).getAttribute('data-state')).toBe('loading');
    expect(frameOf(first!).querySelector('[aria-hidden="true"]')).not.toBeNull();
    act(() => void fireEvent.load(first!));
    expect(frameOf(first!).getAttribute('data-state')).toBe('loaded');
    expect(screen.queryByText('Unable to load image')).toBeNull();
    act(() => void fireEvent.error(second!));
    within(gridTiles()[1]!).getByText('Unable to load image');
    expect(screen.getAllByText('Unable to load image')).toHaveLength(1);
  });
});
