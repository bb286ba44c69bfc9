import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Attraction } from '../../../shared/property/property.schemas';
import { AttractionDialog } from './attraction-dialog';
import { attractionFixture } from './location-test-kit';

function renderDialog(attraction: Attraction, onGetDirections = vi.fn(async () => undefined), onClose = vi.fn()) {
  render(<AttractionDialog attraction={attraction} onClose={onClose} onGetDirections={onGetDirections} />);
  return { dialog: screen.getByRole('dialog', { name: attraction.name }), onGetDirections, onClose };
}

const withImages = attractionFixture({
  image_url: '/a.jpg',
  gallery_images: ['/b.jpg', '/c.jpg'],
});

describe('AttractionDialog (spec §2)', () => {
  it('shows a seeded attraction without images: no gallery, no crash, and only the sections its data fills', () => {
    const { dialog } = renderDialog(attractionFixture());
    within(dialog).getByRole('heading', { name: 'Kailua Beach Park' });
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).toBeNull();
    within(dialog).getByText('Beach');
    expect(dialog.textContent).toContain('Rated 4.8 out of 5');
    within(dialog).getByText('(9,120 reviews)');
    within(dialog).getByText('5.1 miles from property');
    within(dialog).getByRole('button', { name: 'Get Directions' });
    within(dialog).getByRole('heading', { name: 'About' });
    within(dialog).getByText('Kailua Beach stretches about two and a half miles along Kailua Bay.');
    const tags = within(dialog).getByRole('heading', { name: 'Tags' }).parentElement as HTMLElement;
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['swimming', 'lifeguards']);
    expect(within(dialog).queryByRole('heading', { name: 'Visitor Information' })).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Gallery' })).toBeNull();
  });

  it('falls back to the short description for About, and shows visitor information when hours or price exist', () => {
    const { dialog } = renderDialog(
      attractionFixture({ detailed_description: null, hours: 'Open 24 hours', ticket_price: null, rating: null, distance: null, tags: [] }),
    );
    within(dialog).getByText('A long, wide crescent of soft white sand.');
    const info = within(dialog).getByRole('heading', { name: 'Visitor Information' }).parentElement as HTMLElement;
    expect(info.textContent).toContain('Open 24 hours');
    expect(info.textContent).not.toContain('Price');
    expect(within(dialog).queryByText(/reviews\)/)).toBeNull();
    within(dialog).getByText('N/A from property');
    expect(within(dialog).queryByRole('heading', { name: 'Tags' })).toBeNull();
  });

  it('shows price alone under Visitor Information', () => {
    const { dialog } = renderDialog(attractionFixture({ ticket_price: 'Free' }));
    const info = within(dialog).getByRole('heading', { name: 'Visitor Information' }).parentElement as HTMLElement;
    expect(info.textContent).toContain('PriceFree');
    expect(info.textContent).not.toContain('Hours');
  });

  it('shows one image without paging controls or a Gallery section', () => {
    const { dialog } = renderDialog(attractionFixture({ image_url: '/a.jpg' }));
    within(dialog).getByRole('img', { name: 'Kailua Beach Park (1 of 1)' });
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(within(dialog).queryByText('1 / 1')).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Gallery' })).toBeNull();
  });

  it('pages through several images with a counter that wraps both ways, and thumbnails', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(withImages);
    const stage = () => within(dialog).getAllByRole('img', { name: /^Kailua Beach Park \(/ })[0]?.getAttribute('src');
    within(dialog).getByText('1 / 3');
    expect(stage()).toBe('/a.jpg');

    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    within(dialog).getByText('3 / 3');
    expect(stage()).toBe('/c.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    within(dialog).getByText('1 / 3');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    within(dialog).getByText('2 / 3');
    expect(stage()).toBe('/b.jpg');

    await user.click(within(dialog).getByRole('button', { name: 'Show photo 3 of 3' }));
    within(dialog).getByText('3 / 3');
    expect(within(dialog).getByRole('button', { name: 'Show photo 3 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Show photo 1 of 3' }).getAttribute('aria-current')).toBeNull();

    const gallery = within(dialog).getByRole('heading', { name: 'Gallery' }).parentElement as HTMLElement;
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
  });

  it('shows Unable to load image when an image fails', async () => {
    const { dialog } = renderDialog(attractionFixture({ image_url: '/broken.jpg' }));
    const image = within(dialog).getByRole('img', { name: 'Kailua Beach Park (1 of 1)' });
    image.dispatchEvent(new Event('error'));
    await within(dialog).findByText('Unable to load image');
  });

  it('asks for directions to this attraction, and closes with Escape', async () => {
    const user = userEvent.setup();
    const attraction = attractionFixture();
    const { dialog, onGetDirections, onClose } = renderDialog(attraction);
    await user.click(within(dialog).getByRole('button', { name: 'Get Directions' }));
    expect(onGetDirections).toHaveBeenCalledWith(attraction);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
