import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Every host of Google a page could contact (Maps, its tiles and fonts, google.com). */
export const googleHost =
  /(^|\.)(google\.com|google\.de|googleapis\.com|gstatic\.com|googleusercontent\.com|ggpht\.com|googletagmanager\.com|doubleclick\.net)$/;

const isGoogle = (url: string) => googleHost.test(new URL(url).hostname);

/** Records the page's requests to Google hosts (the tests assert on this list). */
export function recordGoogleRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isGoogle(request.url())) requests.push(request.url());
  });
  return requests;
}

/** The key scripts/test.sh builds the e2e site with; the stand-in receives it in the script URL. */
export const testKey = 'e2e-testschluessel';

export type MapsCalls = {
  scriptUrls: string[];
  maps: Record<string, unknown>[];
  markers: { title: string; position: { lat: number; lng: number } }[];
  /** Lines drawn on the map (the trip plan's legs), each with its points in order. */
  polylines: { path: { lat: number; lng: number }[]; geodesic: boolean }[];
  fitBounds: { bounds: Record<string, number>; padding: number }[];
  infoWindowOpens: {
    header: string | null;
    text: string | null;
    position: { lat: number; lng: number } | null;
    shouldFocus: boolean | null;
  }[];
  /** How often the code called the info window's focus(). */
  infoWindowFocus: number;
};

/**
 * Tests never reach Google: every Google request is aborted, except the Maps JavaScript API,
 * which is answered with the stand-in (e2e/google-maps-stub.js).
 */
export async function serveFakeGoogleMaps(context: BrowserContext) {
  await context.route(
    (url) => isGoogle(url.href),
    (route) => route.abort(),
  );
  await context.route('https://maps.googleapis.com/maps/api/js?**', (route) =>
    route.fulfill({
      path: fileURLToPath(new URL('google-maps-stub.js', import.meta.url)),
      contentType: 'text/javascript; charset=utf-8',
    }),
  );
}

export const mapsCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mapsCalls?: MapsCalls }).__mapsCalls);

/** The map area of /karte and the markers the stand-in draws into it. */
export const mapArea = (page: Page) => page.getByRole('region', { name: 'Interaktive Karte' });
export const markersOnMap = (page: Page) => page.locator('[data-maps-stub] .stub-marker');

/** Gives consent with one of the placeholder's buttons. */
export const clickLoadMap = (page: Page, button = 'Karte laden') =>
  mapArea(page).getByRole('button', { name: button, exact: true }).click();

/** Gives consent and waits until the stand-in has drawn the markers. */
export async function loadMap(page: Page, button = 'Karte laden') {
  await clickLoadMap(page, button);
  await expect(markersOnMap(page).first()).toBeVisible();
}
