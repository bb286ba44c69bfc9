import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attraction } from '../../../shared/property/property.schemas';
import { toastQueue } from '../../ui/toast';
import type { LocationMapProps } from './location-map-types';
import { LocationSection } from './location-section';
import { USER, attractionFixture, propertyFixture, renderShell, trpcError, type Handlers } from './location-test-kit';

// The Leaflet chunk is replaced: these tests are about what the section asks it to draw.
vi.mock('./location-map', () => ({
  default: ({ location, signedIn, attractions }: LocationMapProps) => (
    <p>
      Map at {location.kind} {location.point.lat},{location.point.lng} for {signedIn ? 'a guest who is signed in' : 'a visitor'} with{' '}
      {attractions.length} attractions
    </p>
  ),
}));

const beach = attractionFixture();

function handlers(overrides: Handlers = {}): Handlers {
  return {
    'property.public': () => propertyFixture(),
    'property.attractions': () => [beach] satisfies Attraction[],
    'property.coordinates': () => ({ lat: 21.4248, lng: -157.8012 }),
    'property.directionsCoordinates': () => ({ lat: 21.43, lng: -157.8 }),
    ...overrides,
  };
}

function renderSection(overrides: Handlers = {}, user: typeof USER | null = null) {
  const shell = renderShell(handlers(overrides), user);
  render(<LocationSection />, { wrapper: shell.Shell });
  return shell;
}

async function openDirectionsFor(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  const dialog = screen.getByRole('dialog', { name });
  await user.click(within(dialog).getByRole('button', { name: 'Get Directions' }));
}

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const item of toastQueue.visibleToasts) toastQueue.close(item.key);
});

describe('LocationSection', () => {
  it('has the spec title and subtitle under id location', async () => {
    renderSection();
    const section = screen.getByRole('region', { name: "Where you'll be" });
    expect(section.id).toBe('location');
    within(section).getByText("Prime oceanfront location on Oahu's scenic windward coast");
    await screen.findByText(/Map at approximate/);
  });

  it('for a visitor, draws the approximate point and never asks for the exact one', async () => {
    const shell = renderSection();
    await screen.findByText('Map at approximate 21.43,-157.8 for a visitor with 1 attractions');
    expect(shell.calls).not.toContain('property.coordinates');
  });

  it('for a signed-in user, asks for the exact point and draws it', async () => {
    const shell = renderSection({}, USER);
    await screen.findByText('Map at exact 21.4248,-157.8012 for a guest who is signed in with 1 attractions');
    expect(shell.calls).toContain('property.coordinates');
  });

  it('for a signed-in user whose exact point is refused, keeps the approximate circle, asking only once', async () => {
    const shell = renderSection({ 'property.coordinates': () => Promise.reject(trpcError(401, 'Unauthorized')) }, USER);
    await screen.findByText(/Map at approximate 21.43,-157.8 for a guest who is signed in/);
    expect(shell.calls.filter((path) => path === 'property.coordinates')).toHaveLength(1);
  });

  it('says Location Not Set when the property has no coordinates', async () => {
    renderSection({ 'property.public': () => propertyFixture({ lat: 0, lng: 0 }) });
    await screen.findByRole('heading', { name: 'Location Not Set' });
  });

  it('centres on the default point when the property cannot be loaded', async () => {
    renderSection({ 'property.public': () => Promise.reject(trpcError(500)) });
    await screen.findByText(/Map at default 21.5136,-157.8401/);
  });
});

describe('Get Directions (spec §7, §8)', () => {
  it('opens Google Maps directions from the property to the address in a new tab, and says so', async () => {
    const spy = vi.spyOn(toastQueue, 'add');
    renderSection();
    await openDirectionsFor('Kailua Beach Park');
    await screen.findByText('Opening Directions');
    screen.getByText('Getting directions to Kailua Beach Park...');
    expect(open).toHaveBeenCalledWith(
      'https://www.google.com/maps/dir/?api=1&origin=21.43%2C-157.8&destination=526%20Kawailoa%20Rd%2C%20Kailua%2C%20HI%2096734&travelmode=driving',
      '_blank',
      'noopener',
    );
    expect(spy).toHaveBeenCalledWith({ title: 'Opening Directions', description: 'Getting directions to Kailua Beach Park...' }, expect.anything());
  });

  it('uses the lat,lng when the attraction has no address', async () => {
    renderSection({ 'property.attractions': () => [attractionFixture({ address: '' })] });
    await openDirectionsFor('Kailua Beach Park');
    await screen.findByText('Opening Directions');
    expect(open).toHaveBeenCalledWith(expect.stringContaining('destination=21.3976%2C-157.7273'), '_blank', 'noopener');
  });

  it('says Location Unavailable when the property has no location', async () => {
    const spy = vi.spyOn(toastQueue, 'add');
    renderSection({ 'property.directionsCoordinates': () => Promise.reject(trpcError(404, 'The property has not been set up yet.')) });
    await openDirectionsFor('Kailua Beach Park');
    await screen.findByText('Location Unavailable');
    screen.getByText('Property location not available for directions. Please contact us for assistance.');
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ title: 'Location Unavailable', variant: 'destructive' }), expect.anything());
    expect(open).not.toHaveBeenCalled();
  });

  it('says Destination Unavailable when the attraction has neither address nor position', async () => {
    const spy = vi.spyOn(toastQueue, 'add');
    const shell = renderSection({ 'property.attractions': () => [attractionFixture({ address: '', lat: '', lng: '' })] });
    await openDirectionsFor('Kailua Beach Park');
    await screen.findByText('Destination Unavailable');
    screen.getByText("This attraction's location is not available for directions.");
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ title: 'Destination Unavailable', variant: 'destructive' }), expect.anything());
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(shell.calls).toContain('property.directionsCoordinates'));
  });

  it('says Error Opening Directions when the origin cannot be fetched', async () => {
    const spy = vi.spyOn(toastQueue, 'add');
    const shell = renderSection({ 'property.directionsCoordinates': () => Promise.reject(trpcError(500)) });
    await openDirectionsFor('Kailua Beach Park');
    await screen.findByText('Error Opening Directions');
    screen.getByText('Unable to open directions. Please try again later.');
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error Opening Directions', variant: 'destructive' }), expect.anything());
    expect(open).not.toHaveBeenCalled();
    // Once when the dialog opened (prefetch) and once on the click: never retried.
    expect(shell.calls.filter((path) => path === 'property.directionsCoordinates')).toHaveLength(2);
  });

  it('says Error Opening Directions when the browser refuses to open the tab', async () => {
    open.mockImplementation(() => {
      throw new Error('blocked');
    });
    renderSection();
    await openDirectionsFor('Kailua Beach Park');
    await screen.findByText('Error Opening Directions');
  });
});
