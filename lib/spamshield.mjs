// @ts-check
// The anti-spam marker cookie (spec §9): a session cookie without Path, value "true". Plain
// JavaScript because next.config.mjs (through lib/security-headers.mjs) stamps it on every page.
export const SPAMSHIELD_COOKIE = 'spamshield';
export const SPAMSHIELD_VALUE = 'true';
export const SPAMSHIELD_SET_COOKIE = `${SPAMSHIELD_COOKIE}=${SPAMSHIELD_VALUE}`;
