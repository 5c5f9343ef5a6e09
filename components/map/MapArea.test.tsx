import { fireEvent, screen, within } from '@testing-library/react';
import { CONSENT_COOKIE } from '@/lib/map/consent-cookie';
import { rememberConsent } from './consent';
import MapArea from './MapArea';
import { removeFakeGoogleMaps, testPlaces } from '@/test/google-maps';
import { hydrationRenders, renderDe } from '@/test/render';

let loader: { isLoaded: boolean; loadError?: Error };
jest.mock('@react-google-maps/api', () => ({
  ...jest.requireActual('@react-google-maps/api'),
  useJsApiLoader: jest.fn(() => loader),
}));
jest.mock('next/navigation', () => ({
  usePathname: () => '/karte',
  useSearchParams: () => new URLSearchParams(),
}));

const renderArea = (apiKey = 'test-key') =>
  renderDe(<MapArea apiKey={apiKey} mapId="TEST_MAP" places={testPlaces} />);
const area = () => screen.getByRole('region', { name: 'Interaktive Karte' });
const drawnMap = () => within(area()).queryByRole('group', { name: /^Übersichtskarte/ });

beforeEach(() => {
  loader = { isLoaded: false };
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});
afterEach(removeFakeGoogleMaps);

describe('MapArea', () => {
  it('without an API key says the interactive map is not set up and offers nothing to load', () => {
    renderArea('');
    expect(
      within(area()).getByRole('heading', { name: 'Interaktive Karte nicht eingerichtet' }),
    ).toBeInTheDocument();
    expect(within(area()).queryByRole('button')).toBeNull();
  });

  it('first shows what loading sends to Google, with a link to the privacy policy', () => {
    renderArea();
    expect(
      within(area()).getByRole('heading', { name: 'Karte von Google Maps laden?' }),
    ).toBeInTheDocument();
    expect(area()).toHaveTextContent('IP-Adresse');
    expect(within(area()).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz#google-maps',
    );
    expect(within(area()).getByRole('button', { name: 'Karte laden' })).toBeInTheDocument();
    expect(
      within(area()).getByRole('button', { name: 'Google Maps immer laden' }),
    ).toBeInTheDocument();
  });

  it('before consent draws every place as a link named by its title', () => {
    renderArea();
    expect(drawnMap()).toHaveAccessibleName(
      `Übersichtskarte der USA mit ${testPlaces.length} Zielen`,
    );
    for (const { slug, title } of testPlaces)
      expect(within(drawnMap()!).getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/galerie/${slug}`,
      );
    expect(within(drawnMap()!).queryByRole('link', { current: true })).toBeNull();
  });

  it('marks and names the place the address names (?ort=)', () => {
    window.history.replaceState(null, '', '/karte?ort=boston');
    renderArea();
    expect(within(drawnMap()!).getByRole('link', { current: true })).toHaveAccessibleName('Boston');
    expect(drawnMap()!.parentElement).toHaveTextContent('Boston');
    window.history.replaceState(null, '', '/');
  });

  it('draws the places without an API key too', () => {
    renderArea('');
    expect(within(drawnMap()!).getAllByRole('link')).toHaveLength(testPlaces.length);
  });

  it('"Karte laden" loads the map this once and keeps the focus in the map area', async () => {
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Karte laden' }));
    expect(await within(area()).findByRole('status')).toHaveTextContent('Karte wird geladen …');
    expect(area()).toHaveFocus();
    expect(document.cookie).not.toContain(CONSENT_COOKIE);
    // Google's map takes the drawing's place.
    expect(drawnMap()).toBeNull();
  });

  it('"Google Maps immer laden" loads the map and remembers the choice', async () => {
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Google Maps immer laden' }));
    expect(await within(area()).findByRole('status')).toHaveTextContent('Karte wird geladen …');
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=ja`);
  });

  it('loads the map right away when the choice is remembered', async () => {
    rememberConsent();
    renderArea();
    expect(await within(area()).findByRole('status')).toHaveTextContent('Karte wird geladen …');
    expect(screen.queryByRole('button', { name: 'Karte laden' })).toBeNull();
  });

  it('tries again after a failed script load', async () => {
    loader = { isLoaded: false, loadError: new Error('could not load') };
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Karte laden' }));
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    // The error is the alert; the live region no longer says that the map is loading.
    expect(within(area()).getByRole('status')).toBeEmptyDOMElement();
    // The drawing is back beside the message, every place a link, after the button.
    expect(within(drawnMap()!).getAllByRole('link')).toHaveLength(testPlaces.length);
    expect(retry.compareDocumentPosition(drawnMap()!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    loader = { isLoaded: false };
    fireEvent.click(retry);
    expect(await within(area()).findByRole('status')).toHaveTextContent('Karte wird geladen …');
    expect(drawnMap()).toBeNull();
  });

  it.each([
    ['before any choice', false],
    ['with the choice remembered', true],
  ])('hydrates the prerendered area %s in one render', (_, remembered) => {
    if (remembered) rememberConsent();
    // Before consent the drawing stays; a remembered choice (which the prerendered HTML cannot
    // know) replaces it with Google's map: that takes a second render, and only that.
    expect(
      hydrationRenders(<MapArea apiKey="test-key" mapId="TEST_MAP" places={testPlaces} />),
    ).toEqual(remembered ? ['mount', 'update'] : ['mount']);
  });
});
