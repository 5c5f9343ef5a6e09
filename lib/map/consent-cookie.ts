/**
 * The remembered choice "Google Maps immer laden": a first-party cookie that holds nothing but this
 * decision (described in content/datenschutz.json, section "cookies"). Set and withdrawn in the
 * browser (components/map/consent.ts); a page rendered per request (/merkliste) reads it on the
 * server too, so that it renders the loading map at once instead of the offer. Safe for client and
 * server.
 */
export const CONSENT_COOKIE = 'karte-zustimmung';
export const CONSENT_VALUE = 'ja';
/** One year, then the browser deletes the cookie and the visitor is asked again. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
