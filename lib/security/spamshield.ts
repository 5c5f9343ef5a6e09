// The anti-spam marker cookie (docs/decisions.md#the-fixed-requirements): a session cookie without
// Path, value "true". middleware.ts stamps it on every answer to a page address
// (lib/http/page-response.ts); the contact form requires it (lib/contact/http.ts).
export const SPAMSHIELD_COOKIE = 'spamshield';
export const SPAMSHIELD_VALUE = 'true';
export const SPAMSHIELD_SET_COOKIE = `${SPAMSHIELD_COOKIE}=${SPAMSHIELD_VALUE}`;
