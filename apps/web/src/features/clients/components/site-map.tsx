import 'leaflet/dist/leaflet.css';
import { Box, Group, Stack, Text } from '@mantine/core';
import { divIcon, type Layer, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleMarker,
  GeoJSON,
  MapContainer,
  Marker,
  Pane,
  Polyline,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { usePlaces } from '../api/get-places';
import mexicoStatesJson from '../data/mexico-states.json';
import {
  initialView,
  type MapPoint,
  type MapView,
  type Place,
  stateBounds,
  viewForPlace,
} from './site-location';

export type { MapPoint } from './site-location';
export type MapMarker = MapPoint & { id: number | string; label: string };

type StateFeature = {
  type: 'Feature';
  properties: { code: string; name: string };
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
};
/**
 * The offline base layer: Mexico's 32 states, simplified from Natural Earth's admin-1 shapes
 * (scripts/mexico-states.ts; docs/dependencies.md#data). Bundled in this lazy chunk, never fetched.
 */
const mexicoStates = mexicoStatesJson as { type: 'FeatureCollection'; features: StateFeature[] };

/**
 * Tile server URL template (`https://tiles.example.com/{z}/{x}/{y}.png`); none by default, so
 * nothing is downloaded at run time. Without it the map draws the offline base layer: the states,
 * the seeded cities and a grid of coordinates (docs/domain.md#site-map).
 */
const tilesUrl = String(import.meta.env.VITE_MAP_TILES_URL ?? '');
const tilesAttribution = String(import.meta.env.VITE_MAP_TILES_ATTRIBUTION ?? '');
export const hasMapTiles = tilesUrl.length > 0;

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
        pathOptions={{ color: '#adb5bd', weight: 1, opacity: 0.5, dashArray: '2 4' }}
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

const fitOptions = { padding: [24, 24] as [number, number], maxZoom: 13 };

function showView(map: ReturnType<typeof useMap>, view: MapView) {
  if ('bounds' in view) map.fitBounds(view.bounds, fitOptions);
  else map.setView([view.center.lat, view.center.lng], view.zoom);
}

/**
 * Keeps the map sized to its box (modals and drawers open with an animation), shows the chosen
 * place when it changes (docs/domain.md#site-map) and keeps the picked point in view.
 */
function Keeper(props: { picked: MapPoint | null; initial: MapView; place: SiteMapPlace | null }) {
  const map = useMap();
  const { picked, initial, place } = props;
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  // the first view once the box has its size (fitting bounds needs it)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if ('bounds' in initial) showView(map, initial);
  }, [map]);
  const placeKey = place ? `${place.stateCode ?? ''}|${place.city?.lat ?? ''},${place.city?.lng ?? ''}` : '';
  const firstKey = useRef(placeKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the place
  useEffect(() => {
    if (placeKey === firstKey.current) return;
    firstKey.current = placeKey;
    const view = place
      ? viewForPlace({ city: place.city, stateBounds: stateBounds(mexicoStates.features, place.stateCode) })
      : null;
    if (view) showView(map, view);
  }, [map, placeKey]);
  useEffect(() => {
    if (picked && !map.getBounds().contains([picked.lat, picked.lng])) map.panTo([picked.lat, picked.lng]);
  }, [map, picked]);
  return null;
}

/** City names show from this zoom on (a state fills the view); below it, on hover. */
const cityLabelZoom = 8;

/** The offline base layer: states filled and outlined, each seeded city a dot with its name. */
function BaseLayer(props: { places: readonly Place[]; chosenCity: MapPoint | null }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const isLabelled = zoom >= cityLabelZoom;
  const bindName = (feature: StateFeature, layer: Layer) => {
    layer.bindTooltip(feature.properties.name, {
      sticky: true,
      direction: 'top',
      className: 'site-map-state-name',
    });
  };
  return (
    <>
      <Pane name="base" style={{ zIndex: 250 }}>
        <GeoJSON
          data={mexicoStates}
          onEachFeature={bindName}
          style={{
            className: 'site-map-state',
            color: '#868e96',
            weight: 1,
            fillColor: '#e9f5ec',
            fillOpacity: 1,
          }}
        />
      </Pane>
      <Pane name="places" style={{ zIndex: 260 }}>
        {props.places.map((place) => {
          const isChosen = props.chosenCity?.lat === place.lat && props.chosenCity?.lng === place.lng;
          return (
            <CircleMarker
              key={`${place.id}-${isLabelled || isChosen ? 'named' : 'dot'}`}
              center={[place.lat, place.lng]}
              radius={isChosen ? 4 : zoom < 7 ? 2 : 3}
              pathOptions={{
                className: 'site-map-city',
                color: '#495057',
                fillColor: '#495057',
                fillOpacity: 1,
                weight: 1,
              }}
            >
              <Tooltip
                direction="right"
                offset={[4, 0]}
                permanent={isLabelled || isChosen}
                className="site-map-city-name"
              >
                {place.name}
              </Tooltip>
            </CircleMarker>
          );
        })}
      </Pane>
    </>
  );
}

const pinIcon = divIcon({
  className: 'site-map-pin',
  html: '<span style="display:block;width:18px;height:18px;border-radius:50%;background:#40c057;border:3px solid #2b8a3e;box-shadow:0 0 0 2px #fff"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

/** The place chosen in the site form: the map centres on its city, else on its state. */
export type SiteMapPlace = { stateCode: string | null; city: MapPoint | null };

/**
 * A Leaflet map of sites: markers (circle markers: Leaflet's image icons break in bundlers) and,
 * with `onPick`, a point picked by clicking or by dragging the pin. Tiles come from
 * VITE_MAP_TILES_URL only; without it the offline base layer is drawn (docs/domain.md#site-map).
 */
export function SiteMap(props: {
  label: string;
  markers?: readonly MapMarker[];
  picked?: MapPoint | null;
  onPick?: (point: MapPoint) => void;
  /** The state and city chosen in the form, which the map centres on when they change. */
  place?: SiteMapPlace | null;
  height?: number;
}) {
  const { t, i18n } = useTranslation();
  const markers = props.markers ?? [];
  const picked = props.picked ?? null;
  const place = props.place ?? null;
  const { places } = usePlaces(!hasMapTiles);
  const [pointer, setPointer] = useState<MapPoint | null>(null);
  const [step, setStep] = useState(5);
  const [initial] = useState(() =>
    initialView({
      picked,
      markers,
      place: place
        ? viewForPlace({ city: place.city, stateBounds: stateBounds(mexicoStates.features, place.stateCode) })
        : null,
    }),
  );
  const start = 'center' in initial ? initial : { center: { lat: 23.6, lng: -102.5 }, zoom: 5 };
  const { onPick } = props;
  const pinEvents = useMemo(
    () => ({
      dragend: (event: LeafletEvent) => {
        const at = (event.target as LeafletMarker).getLatLng().wrap();
        onPick?.({ lat: roundCoordinate(at.lat), lng: roundCoordinate(at.lng) });
      },
    }),
    [onPick],
  );

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
          center={[start.center.lat, start.center.lng]}
          zoom={start.zoom}
          worldCopyJump
          attributionControl={hasMapTiles}
          // Leaflet's own zoom buttons are named in English: these carry the page's language
          zoomControl={false}
          style={{
            height: '100%',
            width: '100%',
            background: hasMapTiles ? undefined : '#d0ebff',
            cursor: props.onPick ? 'crosshair' : undefined,
          }}
        >
          {hasMapTiles ? (
            <TileLayer url={tilesUrl} attribution={tilesAttribution} />
          ) : (
            <>
              <BaseLayer places={places} chosenCity={place?.city ?? null} />
              <Grid onStep={setStep} />
            </>
          )}
          <ZoomControl
            key={i18n.language}
            position="topleft"
            zoomInTitle={t('common.controls.zoom_in')}
            zoomOutTitle={t('common.controls.zoom_out')}
          />
          <Events onPick={props.onPick} onPointer={setPointer} />
          <Keeper picked={picked} initial={initial} place={place} />
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
            <Marker
              position={[picked.lat, picked.lng]}
              icon={pinIcon}
              draggable={Boolean(props.onPick)}
              title={t('clients.sites.pin')}
              alt={t('clients.sites.pin')}
              eventHandlers={pinEvents}
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
