import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapLocation } from '../../../shared/property/location.rules';
import type { LocationMapProps } from './location-map-types';
import { MapCard, type MapLoader, type MapModule } from './map-card';

/** Stands in for the Leaflet chunk: says what it was asked to draw and lets the test fire its callbacks. */
function FakeMap({ location, onReady, onError }: LocationMapProps) {
  return (
    <div>
      <p>Map drawn at {location.kind} location</p>
      <button type="button" onClick={onReady}>
        tiles loaded
      </button>
      <button type="button" onClick={onError}>
        tiles failed
      </button>
    </div>
  );
}

const fakeModule: MapModule = { default: FakeMap };
const approximate: MapLocation = { kind: 'approximate', point: { lat: 21.43, lng: -157.8 } };

function renderCard(location: MapLocation | null, loadMap: MapLoader) {
  return render(
    <MapCard
      location={location}
      loadMap={loadMap}
      title="Oceanfront Beach House"
      generalLocation="Kaneohe, Oahu"
      signedIn={false}
      attractions={[]}
      onSelectAttraction={() => undefined}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MapCard states (spec §2, §4)', () => {
  it('shows the loading overlay and fetches no map while the property is still loading', () => {
    const loadMap = vi.fn<MapLoader>(async () => fakeModule);
    renderCard(null, loadMap);
    expect(screen.getByRole('status').textContent).toContain('Loading Interactive Map');
    screen.getByText('Preparing your luxury oceanfront location');
    expect(loadMap).not.toHaveBeenCalled();
  });

  it('says the location is not set, without loading a map, when the property has no coordinates', () => {
    const loadMap = vi.fn<MapLoader>(async () => fakeModule);
    renderCard({ kind: 'unset' }, loadMap);
    screen.getByRole('heading', { name: 'Location Not Set' });
    screen.getByText("Property coordinates haven't been configured yet.");
    expect(screen.queryByText('Loading Interactive Map')).toBeNull();
    expect(loadMap).not.toHaveBeenCalled();
  });

  it('keeps the loading overlay over the map until its first tiles arrive', async () => {
    const user = userEvent.setup();
    renderCard(approximate, async () => fakeModule);
    await screen.findByText('Map drawn at approximate location');
    screen.getByText('Loading Interactive Map');
    await user.click(screen.getByRole('button', { name: 'tiles loaded' }));
    expect(screen.queryByText('Loading Interactive Map')).toBeNull();
  });

  it('loads the map chunk only once the card comes near the viewport', async () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const loadMap = vi.fn<MapLoader>(async () => fakeModule);
    renderCard(approximate, loadMap);
    expect(loadMap).not.toHaveBeenCalled();
    act(() => report?.([{ isIntersecting: false }]));
    expect(loadMap).not.toHaveBeenCalled();
    act(() => report?.([{ isIntersecting: true }]));
    await screen.findByText('Map drawn at approximate location');
    expect(loadMap).toHaveBeenCalledTimes(1);
  });

  it('shows Map Unavailable when the map chunk cannot be fetched, and Try Again fetches it again', async () => {
    const user = userEvent.setup();
    const loadMap = vi.fn<MapLoader>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(fakeModule);
    renderCard(approximate, loadMap);
    await screen.findByRole('heading', { name: 'Map Unavailable' });
    expect(screen.queryByText('Loading Interactive Map')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('heading', { name: 'Map Unavailable' })).toBeNull();
    screen.getByText('Loading Interactive Map');
    await screen.findByText('Map drawn at approximate location');
    expect(loadMap).toHaveBeenCalledTimes(2);
  });

  it('shows Map Unavailable when no tile loads; Try Again returns to loading and redraws the map', async () => {
    const user = userEvent.setup();
    renderCard(approximate, async () => fakeModule);
    await user.click(await screen.findByRole('button', { name: 'tiles loaded' }));
    await user.click(screen.getByRole('button', { name: 'tiles failed' }));
    screen.getByRole('heading', { name: 'Map Unavailable' });
    expect(screen.queryByText(/Map drawn/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    // The loaded flag was reset: the overlay is back until tiles arrive again.
    screen.getByText('Loading Interactive Map');
    await user.click(await screen.findByRole('button', { name: 'tiles loaded' }));
    expect(screen.queryByText('Loading Interactive Map')).toBeNull();
  });
});
