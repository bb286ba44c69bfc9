import { Component, Suspense, lazy, useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { MapLocation } from '../../../shared/property/location.rules';
import { sections } from '../../app/sections';
import { Button } from '../../ui/button';
import type { LocationMapProps, MapContentProps } from './location-map-types';
import * as styles from './map-card.css';
import { useInView } from '../../lib/use-in-view';

export type MapModule = { default: ComponentType<LocationMapProps> };
export type MapLoader = () => Promise<MapModule>;

/** How far below the viewport the map starts loading. */
const NEAR_MARGIN = '300px';

// Fetched when the card nears the viewport (or earlier, see app/sections).
const loadLocationMap: MapLoader = sections.map;

function NoMap() {
  return null;
}

/** Catches a map that throws while rendering, so the page keeps working and shows the error panel. */
class MapErrorBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The map's code, loaded once per mount: the card remounts this (a new key) for each attempt,
 * so "Try Again" really fetches the chunk again.
 */
function MapChunk({ loadMap, ...props }: LocationMapProps & { loadMap: MapLoader }) {
  const { onError } = props;
  const LazyMap = useMemo(
    () =>
      lazy(() =>
        loadMap().catch((): MapModule => {
          onError();
          return { default: NoMap };
        }),
      ),
    [loadMap, onError],
  );
  return (
    <Suspense fallback={null}>
      <LazyMap {...props} />
    </Suspense>
  );
}

export interface MapCardProps extends MapContentProps {
  /** null while the property is still loading. */
  location: MapLocation | null;
  /** Tests hand in a stand-in for the map chunk. */
  loadMap?: MapLoader;
}

export function MapCard({ location, loadMap = loadLocationMap, ...content }: MapCardProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const { seen: near } = useInView(cardRef, { rootMargin: NEAR_MARGIN, once: true });
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const onReady = useCallback(() => setLoaded(true), []);
  const onError = useCallback(() => setFailed(true), []);

  const retry = () => {
    setFailed(false);
    setLoaded(false);
    setAttempt((count) => count + 1);
  };

  let body: ReactNode;
  if (location?.kind === 'unset') {
    body = (
      <div className={styles.panel}>
        <h3 className={styles.panelTitle}>Location Not Set</h3>
        <p className={styles.panelText}>Property coordinates haven't been configured yet.</p>
      </div>
    );
  } else if (failed) {
    body = (
      <div className={styles.panel}>
        <h3 className={styles.panelTitle}>Map Unavailable</h3>
        <p className={styles.panelText}>The interactive map couldn't be loaded. Please check your connection.</p>
        <Button tone="primary" onPress={retry}>
          Try Again
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {near && location && (
          <MapErrorBoundary key={attempt} onError={onError}>
            <MapChunk loadMap={loadMap} location={location} {...content} onReady={onReady} onError={onError} />
          </MapErrorBoundary>
        )}
        {!loaded && (
          <div className={styles.overlay} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <p className={styles.overlayTitle}>Loading Interactive Map</p>
            <p className={styles.panelText}>Preparing your luxury oceanfront location</p>
          </div>
        )}
      </>
    );
  }

  return (
    <div ref={cardRef} className={styles.card}>
      {body}
    </div>
  );
}
