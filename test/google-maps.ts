import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MapPlace } from '@/lib/map/places';

/** Installs the same Google Maps stand-in the e2e tests serve (e2e/google-maps-stub.js). */
export function installFakeGoogleMaps() {
  const source = readFileSync(join(__dirname, '../e2e/google-maps-stub.js'), 'utf8');
  (0, eval)(source);
}

export function removeFakeGoogleMaps() {
  const win = window as unknown as Record<string, unknown>;
  delete win.google;
  delete win.__mapsCalls;
}

export const testPlaces: MapPlace[] = [
  {
    slug: 'grand-canyon',
    title: 'Grand Canyon',
    summary: 'Eine gewaltige Schlucht.',
    category: 'natur',
    lat: 36.05,
    lng: -112.14,
  },
  {
    slug: 'boston',
    title: 'Boston',
    summary: 'Die Wiege der Revolution.',
    category: 'stadt',
    lat: 42.36,
    lng: -71.06,
  },
  {
    slug: 'freiheitsstatue',
    title: 'Freiheitsstatue',
    summary: 'Symbol der Freiheit.',
    category: 'kultur',
    lat: 40.69,
    lng: -74.04,
  },
  {
    slug: 'new-york-city',
    title: 'New York City',
    summary: 'Die Stadt, die niemals schläft.',
    category: 'stadt',
    lat: 40.76,
    lng: -73.99,
  },
];
