/** The anti-spam marker cookie (spec §9): a session cookie without Path, value "true". */
export const SPAMSHIELD_COOKIE = 'spamshield';
export const SPAMSHIELD_VALUE = 'true';
export const SPAMSHIELD_SET_COOKIE = `${SPAMSHIELD_COOKIE}=${SPAMSHIELD_VALUE}`;
