import { act, fireEvent, screen, within } from '@testing-library/react';
import { useJsApiLoader } from '@react-google-maps/api';
import { showOnMap } from './selection';
import GoogleMapView from './GoogleMapView';
import { LOADER_ID } from '@/lib/map/use-maps-script';
import { installFakeGoogleMaps, removeFakeGoogleMaps, testPlaces } from '@/test/google-maps';
import { renderDe } from '@/test/render';

let loader: { isLoaded: boolean; loadError?: Error };
jest.mock('@react-google-maps/api', () => ({
  ...jest.requireActual('@react-google-maps/api'),
  useJsApiLoader: jest.fn(() => loader),
}));
let search = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

type Calls = {
  maps: Record<string, unknown>[];
  markers: { title: string }[];
  fitBounds: unknown[];
  infoWindowOpens: { header: string; shouldFocus: boolean | null }[];
};
const calls = () => (window as unknown as { __mapsCalls: Calls }).__mapsCalls;

const onRetry = jest.fn();
const renderMap = () =>
  renderDe(
    <GoogleMapView apiKey="test-key" mapId="TEST_MAP" places={testPlaces} onRetry={onRetry} />,
  );

// jsdom does not lay out or scroll.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

beforeEach(() => {
  loader = { isLoaded: false };
  search = '';
  window.history.replaceState(null, '', '/karte');
});
afterEach(removeFakeGoogleMaps);

describe('GoogleMapView', () => {
  it('asks the one loader for the German map with region US', () => {
    const { rerender } = renderMap();
    rerender(<></>);
    renderMap();
    const options = jest.mocked(useJsApiLoader).mock.calls.map(([option]) => option);
    expect(options[0]).toMatchObject({
      id: LOADER_ID,
      googleMapsApiKey: 'test-key',
      language: 'de',
      region: 'US',
      libraries: ['marker'],
      mapIds: ['TEST_MAP'],
    });
    // The same libraries array every time (a new one would make the loader reload the script).
    expect(new Set(options.map((option) => option.libraries)).size).toBe(1);
  });

  it('says that the map is loading (the live region of MapArea announces it)', () => {
    renderMap();
    expect(screen.getByText('Karte wird geladen …')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('explains a failed script load in German and offers to try again', () => {
    loader = {
      isLoaded: false,
      loadError: new Error('The Google Maps JavaScript API could not load.'),
    };
    renderMap();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Die Karte konnte nicht geladen werden');
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('replaces the map with a German message when Google rejects the key', async () => {
    installFakeGoogleMaps();
    loader = { isLoaded: true };
    const { container } = renderMap();
    await screen.findByRole('button', { name: 'Grand Canyon' });
    act(() => window.gm_authFailure!());
    expect(screen.getByRole('alert')).toHaveTextContent('Die Karte ist nicht verfügbar');
    expect(container.querySelector('[data-maps-stub]')).toBeNull();
  });

  describe('when loaded', () => {
    beforeEach(() => {
      installFakeGoogleMaps();
      loader = { isLoaded: true };
    });

    it('opens a roadmap with a marker per place, fitted to all places, clustering close ones', async () => {
      renderMap();
      await screen.findByRole('button', { name: 'Grand Canyon' });
      expect(calls().maps).toEqual([
        expect.objectContaining({ mapTypeId: 'roadmap', mapId: 'TEST_MAP' }),
      ]);
      expect(
        calls()
          .markers.slice(0, testPlaces.length)
          .map((marker) => marker.title),
      ).toEqual(testPlaces.map((place) => place.title));
      expect(calls().fitBounds).toHaveLength(1);
      // New York City and the Statue of Liberty are a few kilometres apart: one cluster at this zoom.
      expect(
        await screen.findByRole('button', { name: '2 Ziele – zum Vergrößern auswählen' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'New York City' })).toBeNull();
    });

    it('shows title, short text and a link in the info window of a clicked marker', async () => {
      renderMap();
      fireEvent.click(await screen.findByRole('button', { name: 'Boston' }));
      const info = screen.getByRole('dialog');
      expect(within(info).getByRole('heading', { name: 'Boston' })).toBeInTheDocument();
      expect(info).toHaveTextContent('Die Wiege der Revolution.');
      expect(within(info).getByRole('link', { name: 'Mehr über Boston' })).toHaveAttribute(
        'href',
        '/galerie/boston',
      );
      expect(window.location.search).toBe('?ort=boston');
      fireEvent.click(within(info).getByRole('button', { name: 'Schließen' }));
      expect(window.location.search).toBe('');
    });

    it('opens the place of a shared link (?ort=) without taking the focus', async () => {
      search = 'ort=grand-canyon';
      renderMap();
      const info = await screen.findByRole('dialog');
      expect(within(info).getByRole('heading', { name: 'Grand Canyon' })).toBeInTheDocument();
      expect(calls().infoWindowOpens).toEqual([
        expect.objectContaining({ header: 'Grand Canyon', shouldFocus: false }),
      ]);
    });

    it('ignores an unknown place in the link', async () => {
      search = 'ort=gibt-es-nicht';
      renderMap();
      await screen.findByRole('button', { name: 'Grand Canyon' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('shows a place chosen in the list and moves the focus into its info window', async () => {
      renderMap();
      await screen.findByRole('button', { name: 'Grand Canyon' });
      act(() => showOnMap('new-york-city'));
      const info = screen.getByRole('dialog');
      expect(within(info).getByRole('heading', { name: 'New York City' })).toBeInTheDocument();
      expect(within(info).getByRole('button', { name: 'Schließen' })).toHaveFocus();
      // Zoomed in: the cluster splits, and the place's own marker is on the map.
      expect(await screen.findByRole('button', { name: 'New York City' })).toBeInTheDocument();
    });
  });
});
