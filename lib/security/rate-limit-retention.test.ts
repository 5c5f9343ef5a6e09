/**
 * @jest-environment node
 */
import { rateLimitRetentionMs } from './rate-limit-retention';

test('rate-limit events are kept for the longest window that counts them, no longer', () => {
  // The login's overall hour outlasts the contact form's default 10 minutes …
  expect(rateLimitRetentionMs({ ...process.env, CONTACT_RATE_WINDOW_MINUTES: '10' })).toBe(
    60 * 60_000,
  );
  // … unless the owner sets a longer contact window.
  expect(rateLimitRetentionMs({ ...process.env, CONTACT_RATE_WINDOW_MINUTES: '120' })).toBe(
    120 * 60_000,
  );
});
