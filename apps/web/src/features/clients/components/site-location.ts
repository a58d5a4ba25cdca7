/**
 * Where the site map looks and where a site's pin goes (docs/domain.md#site-map), as pure
 * functions: the form and the map only apply what these answer.
 */
export type MapPoint = { lat: number; lng: number };
/** [[south, west], [north, east]], as Leaflet takes bounds. */
export type MapBounds = [[number, number], [number, number]];

/** A seeded city with its centre. */
export type Place = MapPoint & {
  id: number;
  name: string;
  state_code: string | null;
  state_name: string | null;
};

/**
 * How the pin got where it is: `none` (no point), `city` (put at the chosen city's centre, so it
 * follows the next city chosen) or `own` (clicked, dragged, typed or saved: it stays).
 */
export type PinSource = 'none' | 'city' | 'own';

/** The centre of a city row, when it has one. */
export function cityPoint(city: { latitute: number | null; longitude: number | null } | null | undefined) {
  if (!city || city.latitute === null || city.longitude === null) return null;
  return { lat: city.latitute, lng: city.longitude } satisfies MapPoint;
}

/** The city's centre among the places, by state code (or state name) and city name. */
export function findPlace(
  places: readonly Place[],
  where: { state: string | null | undefined; city: string | null | undefined },
): Place | null {
  if (!where.city) return null;
  return (
    places.find(
      (place) =>
        place.name === where.city && (place.state_code === where.state || place.state_name === where.state),
    ) ?? null
  );
}

/**
 * The pin after the city changed: a point of the site's own never moves; otherwise the pin goes
 * to the new city's centre, or away with the city. `point: undefined` leaves the point as it is.
 */
export function pinForCity(
  source: PinSource,
  city: MapPoint | null,
): { point?: MapPoint | null; source: PinSource } {
  if (source === 'own') return { source };
  if (city) return { point: city, source: 'city' };
  return source === 'city' ? { point: null, source: 'none' } : { source };
}

/** A site opened for editing keeps its saved point as its own. */
export const initialPinSource = (point: MapPoint | null): PinSource => (point ? 'own' : 'none');

/** Zoom of a city view: the city and its outskirts. */
export const cityZoom = 11;

export type MapView = { center: MapPoint; zoom: number } | { bounds: MapBounds };

/**
 * What the map shows when the chosen place changes: the chosen city, else the chosen state's
 * extent, else nothing new (`null`: the view stays).
 */
export function viewForPlace(input: {
  city: MapPoint | null;
  stateBounds: MapBounds | null;
}): MapView | null {
  if (input.city) return { center: input.city, zoom: cityZoom };
  if (input.stateBounds) return { bounds: input.stateBounds };
  return null;
}

/** What the map first shows: the pin, else the markers (fitted), else the chosen place, else Mexico. */
export function initialView(input: {
  picked: MapPoint | null;
  markers: readonly MapPoint[];
  place: MapView | null;
}): MapView {
  if (input.picked) return { center: input.picked, zoom: cityZoom };
  const [first] = input.markers;
  if (input.markers.length > 1) return { bounds: boundsOf(input.markers) };
  if (first) return { center: first, zoom: cityZoom };
  return input.place ?? mexicoView;
}

/** Mexico, where most sites are. */
export const mexicoView: MapView = { center: { lat: 23.6, lng: -102.5 }, zoom: 5 };

export function boundsOf(points: readonly MapPoint[]): MapBounds {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

type Ring = readonly (readonly number[])[];
type StateShape = {
  properties: { code: string; name: string };
  geometry: { coordinates: readonly (readonly Ring[])[] };
};

/** The extent of one state of the base layer (GeoJSON positions are [longitude, latitude]). */
export function stateBounds(
  states: readonly StateShape[],
  code: string | null | undefined,
): MapBounds | null {
  const state = states.find((row) => row.properties.code === code);
  if (!state) return null;
  const points = state.geometry.coordinates.flatMap((polygon) =>
    (polygon[0] ?? []).map(([lng = 0, lat = 0]) => ({ lat, lng })),
  );
  return points.length ? boundsOf(points) : null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export type PlaceMatch = { kind: 'city'; place: Place } | { kind: 'state'; code: string; name: string };

/**
 * The offline address search: states and cities whose name contains every word typed, accents and
 * case aside; states first, then cities, at most `limit`.
 */
export function searchPlaces(
  query: string,
  places: readonly Place[],
  states: readonly { code: string; name: string }[],
  limit = 12,
): PlaceMatch[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = (text: string) => {
    const folded = fold(text);
    return words.every((word) => folded.includes(word));
  };
  const stateMatches: PlaceMatch[] = states
    .filter((state) => matches(state.name))
    .map((state) => ({ kind: 'state', code: state.code, name: state.name }));
  const cityMatches: PlaceMatch[] = places
    .filter((place) => matches(`${place.name} ${place.state_name ?? ''}`))
    .map((place) => ({ kind: 'city', place }));
  return [...stateMatches, ...cityMatches].slice(0, limit);
}
