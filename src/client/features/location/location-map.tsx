import 'leaflet/dist/leaflet.css';
import type { LeafletKeyboardEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Circle, MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import {
  GENERAL_AREA_RADIUS_M,
  MAP_ZOOM,
  distanceLabel,
  generalAreaNote,
  parseCoordinates,
} from '../../../shared/property/location.rules';
import type { Attraction, Coordinates } from '../../../shared/property/property.schemas';
import type { LocationMapProps } from './location-map-types';
import * as styles from './location-map.css';
import { attractionIcon, propertyIcon } from './map-markers';

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const MAP_LABEL = 'Map of the beach house area and nearby attractions';

/**
 * The map never captures the scroll wheel until a user focuses or clicks it, so
 * scrolling the page past it just scrolls; it is labelled for screen readers.
 */
function MapBehaviour({ center }: { center: Coordinates }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', MAP_LABEL);
    const enable = () => map.scrollWheelZoom.enable();
    const disable = () => map.scrollWheelZoom.disable();
    container.addEventListener('focus', enable);
    container.addEventListener('click', enable);
    container.addEventListener('blur', disable);
    return () => {
      container.removeEventListener('focus', enable);
      container.removeEventListener('click', enable);
      container.removeEventListener('blur', disable);
    };
  }, [map]);
  // Exact coordinates arrive after the approximate ones for a signed-in user.
  useEffect(() => {
    map.setView([center.lat, center.lng], map.getZoom());
  }, [map, center.lat, center.lng]);
  return null;
}

function AttractionMarker({ attraction, point, onSelect }: { attraction: Attraction; point: Coordinates; onSelect: (attraction: Attraction) => void }) {
  const handlers = useMemo(
    () => ({
      click: () => onSelect(attraction),
      // Leaflet's Enter on a marker only opens its popup; a role="button" should also act on Enter and Space.
      keydown: (event: LeafletKeyboardEvent) => {
        const { key } = event.originalEvent;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        (event.target as LeafletMarker).openPopup();
        onSelect(attraction);
      },
    }),
    [attraction, onSelect],
  );
  return (
    <Marker
      position={[point.lat, point.lng]}
      icon={attractionIcon(attraction.category, attraction.color)}
      title={attraction.name}
      eventHandlers={handlers}
    >
      <Popup>
        <p className={styles.popupTitle}>{attraction.name}</p>
        <p className={styles.popupMuted}>{distanceLabel(attraction.distance)} from property</p>
        {attraction.description && <p>{attraction.description}</p>}
        {/* Native on purpose: Leaflet stops pointerdown inside popups, which React Aria's Button relies on. */}
        <button type="button" className={styles.popupButton} onClick={() => onSelect(attraction)}>
          View Details
        </button>
      </Popup>
    </Marker>
  );
}

export default function LocationMap({
  location,
  title,
  generalLocation,
  signedIn,
  attractions,
  onSelectAttraction,
  onReady,
  onError,
}: LocationMapProps) {
  const { point } = location;
  // Counted across the tile layer's life: only "every tile failed" means the map is unusable.
  const tiles = useRef({ loaded: 0, failed: 0 });
  const tileHandlers = useMemo(
    () => ({
      tileload: () => {
        tiles.current.loaded += 1;
        onReady();
      },
      tileerror: () => {
        tiles.current.failed += 1;
      },
      load: () => {
        if (tiles.current.loaded === 0 && tiles.current.failed > 0) onError();
        else onReady();
      },
    }),
    [onReady, onError],
  );
  const placed = useMemo(
    () =>
      attractions.flatMap((attraction) => {
        const at = parseCoordinates(attraction.lat, attraction.lng);
        return at ? [{ attraction, at }] : [];
      }),
    [attractions],
  );

  return (
    <MapContainer
      center={[point.lat, point.lng]}
      zoom={MAP_ZOOM}
      zoomControl={false}
      scrollWheelZoom={false}
      className={styles.map}
    >
      <MapBehaviour center={point} />
      <ZoomControl position="topright" />
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} eventHandlers={tileHandlers} />
      {location.kind !== 'default' && (
        <Marker position={[point.lat, point.lng]} icon={propertyIcon()} title={title} zIndexOffset={1000}>
          <Popup>
            <p className={styles.popupTitle}>{title}</p>
            <p className={styles.popupMuted}>{generalLocation}</p>
            <span className={styles.popupLabel}>Available to confirmed guests</span>
          </Popup>
        </Marker>
      )}
      {location.kind === 'approximate' && (
        <Circle center={[point.lat, point.lng]} radius={GENERAL_AREA_RADIUS_M} className={styles.generalArea}>
          <Popup>
            <p className={styles.popupTitle}>General area (1-mile radius)</p>
            <p className={styles.popupMuted}>{generalAreaNote(signedIn)}</p>
          </Popup>
        </Circle>
      )}
      {placed.map(({ attraction, at }) => (
        <AttractionMarker key={attraction.id} attraction={attraction} point={at} onSelect={onSelectAttraction} />
      ))}
    </MapContainer>
  );
}
