import 'leaflet/dist/leaflet.css';
import type { LeafletMouseEvent } from 'leaflet';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { Coordinates } from '../../../shared/property/property.schemas';
import * as styles from './map-picker.css';

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface PickerPoint {
  key: string;
  label: string;
  at: Coordinates | null;
  color: string;
}

export interface MapPickerProps {
  /** What the map is for, read by screen readers (the typed fields beside it are the keyboard's way). */
  label: string;
  points: readonly PickerPoint[];
  /** The point a click places. */
  activeKey: string;
  onPick: (key: string, at: Coordinates) => void;
  center: Coordinates;
  /** Circles drawn around a point (the public point's allowed ring around the house). */
  rings?: readonly { around: Coordinates; radiusM: number }[];
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function Clicks({ onClick }: { onClick: (at: Coordinates) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onClick({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }) });
  return null;
}

function Labelled({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** A map where a click places the chosen point; points show as coloured dots with their names. */
export default function MapPicker({ label, points, activeKey, onPick, center, rings = [] }: MapPickerProps) {
  return (
    <MapContainer center={[center.lat, center.lng]} zoom={14} className={styles.map} scrollWheelZoom={false}>
      <Labelled label={label} />
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <Clicks onClick={(at) => onPick(activeKey, at)} />
      {rings.map((ring, index) => (
        <Circle key={index} center={[ring.around.lat, ring.around.lng]} radius={ring.radiusM} pathOptions={{ color: '#4d5f66', weight: 1, fill: false, dashArray: '4 4' }} />
      ))}
      {points.map((point) =>
        point.at ? (
          <CircleMarker key={point.key} center={[point.at.lat, point.at.lng]} radius={8} pathOptions={{ color: point.color, fillColor: point.color, fillOpacity: 0.9 }}>
            <Tooltip permanent direction="top" offset={[0, -8]}>
              {point.label}
            </Tooltip>
          </CircleMarker>
        ) : null,
      )}
    </MapContainer>
  );
}
