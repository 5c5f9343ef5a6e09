import { act, fireEvent, screen, within } from '@testing-library/react';
import { CONSENT_COOKIE } from '@/lib/map/consent-cookie';
import { installFakeGoogleMaps, removeFakeGoogleMaps } from '@/test/google-maps';
import { renderDe } from '@/test/render';
import TripMapArea from './TripMapArea';

let loader: { isLoaded: boolean; loadError?: Error };
jest.mock('@react-google-maps/api', () => ({
  ...jest.requireActual('@react-google-maps/api'),
  useJsApiLoader: jest.fn(() => loader),
}));

type Calls = {
  maps: Record<string, unknown>[];
  markers: { title: string; position: { lat: number; lng: number } }[];
  polylines: { path: { lat: number; lng: number }[] }[];
  fitBounds: unknown[];
};
const calls = () => (window as unknown as { __mapsCalls: Calls }).__mapsCalls;

const stops = [
  { slug: 'zion', name: '1. Zion-Nationalpark', lat: 37.2, lng: -112.99 },
  { slug: 'las-vegas', name: '2. Las Vegas', lat: 36.11, lng: -115.17 },
];
const renderArea = (apiKey = 'test-key') =>
  renderDe(
    <TripMapArea apiKey={apiKey} mapId="TEST_MAP" stops={stops} rememberedOnServer={false}>
      <svg role="img" aria-label="Karte der Merkliste" />
    </TripMapArea>,
  );
const area = () => screen.getByRole('region', { name: 'Interaktive Karte' });
const drawing = () => screen.getByRole('img', { name: 'Karte der Merkliste' });

beforeEach(() => {
  loader = { isLoaded: false };
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});
afterEach(removeFakeGoogleMaps);

describe('TripMapArea', () => {
  it('without an API key is the drawn map alone', () => {
    renderArea('');
    expect(drawing()).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with a key offers Google’s map below the drawing, as the map page does', () => {
    renderArea();
    expect(within(area()).getByRole('img', { name: 'Karte der Merkliste' })).toBeInTheDocument();
    expect(
      within(area()).getByRole('heading', { name: 'Karte von Google Maps laden?' }),
    ).toBeInTheDocument();
    expect(within(area()).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz#google-maps',
    );
  });

  it('after consent draws the places as numbered markers in order and the legs as a line', async () => {
    installFakeGoogleMaps();
    loader = { isLoaded: true };
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Karte laden' }));
    expect(area()).toHaveFocus();
    await screen.findByRole('button', { name: '1. Zion-Nationalpark' });
    expect(calls().maps).toEqual([expect.objectContaining({ mapTypeId: 'roadmap' })]);
    expect(calls().markers.map(({ title }) => title)).toEqual([
      '1. Zion-Nationalpark',
      '2. Las Vegas',
    ]);
    expect(calls().polylines.map(({ path }) => path)).toEqual([
      stops.map(({ lat, lng }) => ({ lat, lng })),
    ]);
    expect(calls().fitBounds).toHaveLength(1);
    expect(within(area()).getByRole('status')).toHaveTextContent('Karte geladen.');
    expect(document.cookie).not.toContain(CONSENT_COOKIE);
  });

  it('when Google rejects the key says so in German, and the drawing is there again', async () => {
    installFakeGoogleMaps();
    loader = { isLoaded: true };
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Google Maps immer laden' }));
    await screen.findByRole('button', { name: '2. Las Vegas' });
    expect(drawing().parentElement).toHaveClass('printOnly');
    act(() => window.gm_authFailure!());
    expect(within(area()).getByRole('alert')).toHaveTextContent('Die Karte ist nicht verfügbar');
    expect(drawing().parentElement).not.toHaveClass('printOnly');
    expect(within(area()).getByRole('status')).toBeEmptyDOMElement();
  });
});
