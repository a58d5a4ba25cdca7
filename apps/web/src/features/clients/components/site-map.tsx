import 'leaflet/dist/leaflet.css';
import { Box, Group, Stack, Text } from '@mantine/core';
import { divIcon, latLngBounds } from 'leaflet';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleMarker,
  MapContainer,
  Marker,
  Polyline,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';

export type MapPoint = { lat: number; lng: number };
export type MapMarker = MapPoint & { id: number | string; label: string };

/**
 * Tile server URL template (`https://tiles.example.com/{z}/{x}/{y}.png`); none by default, so
 * nothing is downloaded at run time. Without it the map shows a plain background with a grid.
 */
const tilesUrl = String(import.meta.env.VITE_MAP_TILES_URL ?? '');
const tilesAttribution = String(import.meta.env.VITE_MAP_TILES_ATTRIBUTION ?? '');
export const hasMapTiles = tilesUrl.length > 0;

/** Mexico, where most sites are. */
const defaultCenter: MapPoint = { lat: 23.6, lng: -102.5 };
const defaultZoom = 5;
/** Site names stay visible on the map up to this many markers (hover above it). */
const permanentLabels = 12;

/** Six decimals: about 10 cm, plenty for a site. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
const show = (value: number) => value.toFixed(6);

const niceSteps = [20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];

/**
 * Degrees between grid lines for a view `span` degrees wide: the finest round step that keeps
 * about six lines across (the grid orients the user when there are no tiles).
 */
export function gridStep(span: number): number {
  return [...niceSteps].reverse().find((step) => span / step <= 7) ?? niceSteps[0] ?? 20;
}

const decimalsOf = (step: number) => (step >= 1 ? 0 : step >= 0.1 ? 1 : step >= 0.01 ? 2 : 3);

type GridLine = {
  key: string;
  positions: [number, number][];
  label: { at: [number, number]; text: string; isLatitude: boolean };
};

/** 25.5 → "25.5°N"; -105 → "105°W". */
const degrees = (value: number, decimals: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(decimals)}°${value >= 0 ? positive : negative}`;

const labelStyle =
  'position: absolute; font: 10px/1 monospace; color: #868e96; white-space: nowrap; background: rgba(248,249,250,.85); padding: 1px 2px;';

/** Latitude labels sit at the right edge, longitude labels at the bottom (the zoom buttons are top left). */
const labelIcon = (label: GridLine['label']) =>
  divIcon({
    className: '',
    html: `<span style="${labelStyle} ${label.isLatitude ? 'right: 2px; bottom: 1px' : 'left: 2px; bottom: 2px'}">${label.text}</span>`,
    iconSize: [0, 0],
  });

function Grid(props: { onStep: (step: number) => void }) {
  const map = useMap();
  const [bounds, setBounds] = useState(() => map.getBounds());
  const { onStep } = props;
  useMapEvents({ moveend: () => setBounds(map.getBounds()) });
  const step = gridStep(bounds.getEast() - bounds.getWest());
  useEffect(() => onStep(step), [step, onStep]);
  const lines = useMemo(() => {
    const south = Math.max(-85, bounds.getSouth());
    const north = Math.min(85, bounds.getNorth());
    const west = bounds.getWest();
    const east = bounds.getEast();
    const decimals = decimalsOf(step);
    const out: GridLine[] = [];
    for (let lat = Math.ceil(south / step) * step; lat <= north && out.length < 40; lat += step) {
      out.push({
        key: `lat${lat.toFixed(4)}`,
        positions: [
          [lat, west],
          [lat, east],
        ],
        label: { at: [lat, east], text: degrees(lat, decimals, 'N', 'S'), isLatitude: true },
      });
    }
    for (let lng = Math.ceil(west / step) * step; lng <= east && out.length < 80; lng += step) {
      out.push({
        key: `lng${lng.toFixed(4)}`,
        positions: [
          [south, lng],
          [north, lng],
        ],
        label: { at: [south, lng], text: degrees(lng, decimals, 'E', 'W'), isLatitude: false },
      });
    }
    return out;
  }, [bounds, step]);
  return lines.map((line) => (
    <Fragment key={line.key}>
      <Polyline
        positions={line.positions}
        interactive={false}
        pathOptions={{ color: '#adb5bd', weight: 1, opacity: 0.7 }}
      />
      <Marker position={line.label.at} interactive={false} keyboard={false} icon={labelIcon(line.label)} />
    </Fragment>
  ));
}

/** Clicks pick a point; the pointer's coordinates are reported for the read-out. */
function Events(props: { onPick?: (point: MapPoint) => void; onPointer: (point: MapPoint | null) => void }) {
  useMapEvents({
    click: (event) => {
      const at = event.latlng.wrap();
      props.onPick?.({ lat: roundCoordinate(at.lat), lng: roundCoordinate(at.lng) });
    },
    mousemove: (event) => {
      const at = event.latlng.wrap();
      props.onPointer({ lat: at.lat, lng: at.lng });
    },
    mouseout: () => props.onPointer(null),
  });
  return null;
}

/** Keeps the map sized to its box (modals and drawers open with an animation) and the picked point in view. */
function Keeper(props: { picked: MapPoint | null; markers: readonly MapMarker[] }) {
  const map = useMap();
  const { picked, markers } = props;
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  // fit every marker once, when the map opens
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (markers.length > 1) {
      map.fitBounds(latLngBounds(markers.map((m) => [m.lat, m.lng])), { padding: [40, 40], maxZoom: 13 });
    }
  }, [map]);
  useEffect(() => {
    if (picked && !map.getBounds().contains([picked.lat, picked.lng])) map.panTo([picked.lat, picked.lng]);
  }, [map, picked]);
  return null;
}

/**
 * A Leaflet map of sites: markers (circle markers: Leaflet's image icons break in bundlers) and,
 * with `onPick`, a point picked by clicking. Tiles come from VITE_MAP_TILES_URL only.
 */
export function SiteMap(props: {
  label: string;
  markers?: readonly MapMarker[];
  picked?: MapPoint | null;
  onPick?: (point: MapPoint) => void;
  height?: number;
}) {
  const { t } = useTranslation();
  const markers = props.markers ?? [];
  const picked = props.picked ?? null;
  const [pointer, setPointer] = useState<MapPoint | null>(null);
  const [step, setStep] = useState(5);
  const first = picked ?? markers[0] ?? null;
  const center = first ?? defaultCenter;
  const zoom = first ? 11 : defaultZoom;

  return (
    <Stack gap={4}>
      <Box
        role="application"
        aria-label={props.label}
        h={props.height ?? 320}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        bd="1px solid var(--mantine-color-gray-4)"
      >
        <MapContainer
          center={[center.lat, center.lng]}
          zoom={zoom}
          worldCopyJump
          attributionControl={hasMapTiles}
          style={{
            height: '100%',
            width: '100%',
            background: hasMapTiles ? undefined : 'var(--mantine-color-gray-0)',
            cursor: props.onPick ? 'crosshair' : undefined,
          }}
        >
          {hasMapTiles ? (
            <TileLayer url={tilesUrl} attribution={tilesAttribution} />
          ) : (
            <Grid onStep={setStep} />
          )}
          <Events onPick={props.onPick} onPointer={setPointer} />
          <Keeper picked={picked} markers={markers} />
          {markers.map((marker) => (
            <CircleMarker
              key={marker.id}
              center={[marker.lat, marker.lng]}
              radius={7}
              pathOptions={{ color: '#1c7ed6', fillColor: '#339af0', fillOpacity: 0.8, weight: 2 }}
            >
              <Tooltip direction="top" offset={[0, -6]} permanent={markers.length <= permanentLabels}>
                {marker.label}
              </Tooltip>
            </CircleMarker>
          ))}
          {picked && (
            <CircleMarker
              center={[picked.lat, picked.lng]}
              radius={9}
              interactive={false}
              pathOptions={{ color: '#2b8a3e', fillColor: '#40c057', fillOpacity: 0.9, weight: 3 }}
            />
          )}
        </MapContainer>
      </Box>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {props.onPick
            ? picked
              ? t('clients.sites.picked', { latitude: show(picked.lat), longitude: show(picked.lng) })
              : t('clients.sites.no_point')
            : null}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {pointer
            ? t('clients.sites.pointer', { latitude: show(pointer.lat), longitude: show(pointer.lng) })
            : ' '}
        </Text>
      </Group>
      {!hasMapTiles && (
        <Text size="xs" c="dimmed">
          {t('clients.sites.no_tiles', { step })}
        </Text>
      )}
    </Stack>
  );
}
