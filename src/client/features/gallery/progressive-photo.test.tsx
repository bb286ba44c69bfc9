import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Photo } from '../../../shared/property/property.schemas';
import { GalleryView } from './gallery-section';

/** A photo as the spec lists it (no srcset), as an upload looks before its sizes are made. */
function plainPhoto(id: number): Photo {
  return {
    id,
    url: `/photos/upload-${id}.jpg`,
    alt: `Uploaded view number ${id}`,
    is_featured: id === 1,
    sort_order: id,
    width: 1280,
    height: 853,
    placeholder: null,
  };
}

describe('a photo without srcset', () => {
  it('is drawn from its url in the grid and in the lightbox', async () => {
    const user = userEvent.setup();
    const { container } = render(<GalleryView photos={[plainPhoto(1), plainPhoto(2)]} />);
    const grid = screen.getByRole('list', { name: 'Photo highlights' });
    const image = within(grid).getByRole('img', { name: 'Uploaded view number 2' });
    expect(image.getAttribute('src')).toBe('/photos/upload-2.jpg');
    expect(container.querySelectorAll('source')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show all 2 photos' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo gallery' });
    expect(within(dialog).getByRole('img', { name: 'Uploaded view number 1' }).getAttribute('src')).toBe('/photos/upload-1.jpg');
  });
});
