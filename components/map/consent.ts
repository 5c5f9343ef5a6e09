// The remembered choice "Google Maps immer laden" (lib/map/consent-cookie.ts): without it, the
// map loads only after the visitor clicks "Karte laden".
import { useSyncExternalStore } from 'react';
import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, CONSENT_VALUE } from '@/lib/map/consent-cookie';
import { createSignal } from './signal';

const signal = createSignal();

/** The cookies last read, and whether they held the consent. */
let lastRead: { cookies: string; consent: boolean } | undefined;

export function hasRememberedConsent() {
  // React asks on every render of every map component: cookies-next parses them again only when
  // they changed (a phone spent about 10 ms of the map page's hydration here).
  if (lastRead?.cookies !== document.cookie) {
    lastRead = { cookies: document.cookie, consent: getCookie(CONSENT_COOKIE) === CONSENT_VALUE };
  }
  return lastRead.consent;
}

export function rememberConsent() {
  setCookie(CONSENT_COOKIE, CONSENT_VALUE, {
    maxAge: CONSENT_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  signal.notify();
}

export function withdrawConsent() {
  deleteCookie(CONSENT_COOKIE, { path: '/' });
  signal.notify();
}

/**
 * Whether the visitor chose "immer laden". In the server's HTML and while hydrating: `onServer`,
 * what the server knew (`undefined`: unknown). A map area passes what it renders before the
 * browser's reading, so that hydrating it renders it once, not again at once when the reading
 * agrees (the drawn map of /karte, with every state's outline, is most of its components).
 */
export function useRememberedConsent(): boolean | undefined;
export function useRememberedConsent(onServer: boolean): boolean;
export function useRememberedConsent(onServer?: boolean) {
  return useSyncExternalStore(signal.subscribe, hasRememberedConsent, () => onServer);
}
