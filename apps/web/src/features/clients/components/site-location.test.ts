import { describe, expect, it } from 'vitest';
import mexicoStates from '../data/mexico-states.json';
import {
  cityPoint,
  cityZoom,
  findPlace,
  initialPinSource,
  initialView,
  mexicoView,
  type Place,
  pinForCity,
  searchPlaces,
  stateBounds,
  viewForPlace,
} from './site-location';

const monterrey: Place = {
  id: 1,
  name: 'Monterrey',
  state_code: 'NL',
  state_name: 'Nuevo León',
  lat: 25.68,
  lng: -100.31,
};
const guadalupeNl: Place = {
  id: 2,
  name: 'Guadalupe',
  state_code: 'NL',
  state_name: 'Nuevo León',
  lat: 25.68,
  lng: -100.26,
};
const guadalupeZac: Place = {
  id: 3,
  name: 'Guadalupe',
  state_code: 'ZAC',
  state_name: 'Zacatecas',
  lat: 22.75,
  lng: -102.52,
};
const leon: Place = {
  id: 4,
  name: 'León',
  state_code: 'GTO',
  state_name: 'Guanajuato',
  lat: 21.12,
  lng: -101.68,
};
const places = [monterrey, guadalupeNl, guadalupeZac, leon];
const states = mexicoStates.features;

describe('site map: where the pin goes (docs/domain.md#site-map)', () => {
  it('puts the pin at the chosen city until the user moves it', () => {
    expect(pinForCity('none', monterrey)).toEqual({ point: monterrey, source: 'city' });
    // another city moves a pin that came from a city
    expect(pinForCity('city', leon)).toEqual({ point: leon, source: 'city' });
    // a dragged, clicked, typed or saved point stays
    expect(pinForCity('own', leon)).toEqual({ source: 'own' });
    // clearing the city takes away a pin that came from it, and nothing else
    expect(pinForCity('city', null)).toEqual({ point: null, source: 'none' });
    expect(pinForCity('own', null)).toEqual({ source: 'own' });
    expect(pinForCity('none', null)).toEqual({ source: 'none' });
  });

  it('treats a saved point as the site’s own', () => {
    expect(initialPinSource({ lat: 1, lng: 2 })).toBe('own');
    expect(initialPinSource(null)).toBe('none');
  });

  it('finds a city by its state and name (same names in two states stay apart)', () => {
    expect(findPlace(places, { state: 'Zacatecas', city: 'Guadalupe' })).toBe(guadalupeZac);
    expect(findPlace(places, { state: 'NL', city: 'Guadalupe' })).toBe(guadalupeNl);
    expect(findPlace(places, { state: 'Nuevo León', city: '' })).toBeNull();
    expect(cityPoint({ latitute: 20.5, longitude: -100.4 })).toEqual({ lat: 20.5, lng: -100.4 });
    expect(cityPoint({ latitute: null, longitude: -100.4 })).toBeNull();
  });
});

describe('site map: what the map shows', () => {
  it('centres on the chosen city, else fits the chosen state, else stays', () => {
    expect(viewForPlace({ city: leon, stateBounds: null })).toEqual({ center: leon, zoom: cityZoom });
    const nl = stateBounds(states, 'NL');
    expect(viewForPlace({ city: null, stateBounds: nl })).toEqual({ bounds: nl });
    expect(viewForPlace({ city: null, stateBounds: null })).toBeNull();
  });

  it('opens on the pin, else the markers, else the chosen place, else Mexico', () => {
    expect(initialView({ picked: leon, markers: [monterrey], place: null })).toEqual({
      center: leon,
      zoom: cityZoom,
    });
    expect(initialView({ picked: null, markers: [monterrey, leon], place: null })).toEqual({
      bounds: [
        [21.12, -101.68],
        [25.68, -100.31],
      ],
    });
    expect(initialView({ picked: null, markers: [], place: { center: leon, zoom: cityZoom } })).toEqual({
      center: leon,
      zoom: cityZoom,
    });
    expect(initialView({ picked: null, markers: [], place: null })).toBe(mexicoView);
  });

  it('knows the extent of each of the 32 states of the offline layer', () => {
    expect(states).toHaveLength(32);
    const nl = stateBounds(states, 'NL');
    // Monterrey lies inside Nuevo León's box, Mérida does not
    expect(nl?.[0][0]).toBeLessThan(25.68);
    expect(nl?.[1][0]).toBeGreaterThan(25.68);
    expect(nl?.[0][1]).toBeLessThan(-100.31);
    expect(nl?.[1][1]).toBeGreaterThan(-100.31);
    expect(nl?.[1][1]).toBeLessThan(-89.6);
    expect(stateBounds(states, 'XX')).toBeNull();
  });
});

describe('site map: the offline address search', () => {
  const stateList = [
    { code: 'NL', name: 'Nuevo León' },
    { code: 'GTO', name: 'Guanajuato' },
  ];
  it('matches every word, accents and case aside, states first', () => {
    expect(
      searchPlaces('leon', places, stateList).map((m) => (m.kind === 'state' ? m.code : m.place.id)),
    ).toEqual(['NL', 1, 2, 4]);
    expect(searchPlaces('guadalupe zac', places, stateList)).toEqual([{ kind: 'city', place: guadalupeZac }]);
    expect(searchPlaces('  ', places, stateList)).toEqual([]);
    expect(searchPlaces('a', places, stateList, 2)).toHaveLength(2);
  });
});
