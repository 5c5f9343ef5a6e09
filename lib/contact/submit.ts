import 'server-only';
import { createHash } from 'node:crypto';
import type { RateLimit, RateLimits } from '@/lib/db/rate-limits';
import type { ContactRepository } from './repository';
import { validateContact, type ContactValues, type FieldErrors } from './validation';

/** The rate-limit bucket of accepted messages (a value in the database, not shown to anyone). */
const contactRateBucket = 'contact';
/** Posts refused for their fields count here, against a limit of their own (`refusedFactor`). */
const refusedRateBucket = 'contact-refused';
/**
 * A client may send this many times its limit of posts refused for their fields (typing errors,
 * a bot's garbage) before it is held too: refusals never use up the limit of accepted messages.
 */
const refusedFactor = 4;
/** The rate-limit key shared by every client the trust model cannot tell apart. */
const unknownClient = '*';
/**
 * How long an identical message counts as the same submission (a double click, a resent POST);
 * afterwards it is stored again.
 */
const duplicateWindowMs = 10 * 60_000;

/** What the server decided about one POST of the contact form. */
export type Outcome =
  | { kind: 'sent'; id: string; duplicate: boolean }
  /** The honeypot was filled: answered like a success, nothing stored. */
  | { kind: 'discarded' }
  | { kind: 'cookieMissing' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'tooLarge' }
  /** The body is not `application/x-www-form-urlencoded`. */
  | { kind: 'unsupportedMediaType' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'notSaved' };

export type ContactRequest = {
  values: ContactValues;
  /** The request carried `spamshield=true`. */
  hasSpamshield: boolean;
  honeypot: string;
  /** Per-form token sent by the enhanced form; absent without JavaScript. */
  token: string | undefined;
  /** Pseudonymous client key for the rate limit (see `clientOf`); `undefined` when unknown. */
  client: string | undefined;
};

export type SubmitDependencies = {
  repository: () => Promise<ContactRepository>;
  rateLimits: () => Promise<RateLimits>;
  /** Per client; all clients that cannot be told apart share `unknownClientsRateLimit`. */
  rateLimit: RateLimit;
  unknownClientsRateLimit: RateLimit;
  mailConfigured: boolean;
  now: () => number;
};

/**
 * The key that makes a resent POST or a double click store the submission only once: the form's
 * token plus the content. Without JavaScript there is no token, and an identical message is the
 * same submission within `duplicateWindowMs`.
 */
export function idempotencyKey(token: string | undefined, values: object) {
  return createHash('sha256')
    .update(JSON.stringify([token ?? null, values]))
    .digest('base64url');
}

/**
 * The server's checks in order — spamshield cookie, honeypot, field limits and format, then the
 * rate limit: a post refused for its fields counts against the client's limit of refusals, an
 * accepted one against its limit of messages — and then storage. Nothing is stored unless every
 * check passed; "sent" only after the commit.
 */
export async function submitContact(
  request: ContactRequest,
  {
    repository,
    rateLimits,
    rateLimit,
    unknownClientsRateLimit,
    mailConfigured,
    now,
  }: SubmitDependencies,
): Promise<Outcome> {
  if (!request.hasSpamshield) return { kind: 'cookieMissing' };
  if (request.honeypot.trim() !== '') return { kind: 'discarded' };
  try {
    const [client, rule] =
      request.client === undefined
        ? [unknownClient, unknownClientsRateLimit]
        : [request.client, rateLimit];
    const limiter = await rateLimits();
    const { errors, submission } = validateContact(request.values);
    const refused = Object.keys(errors).length > 0;
    const limit = refused
      ? await limiter.consume(
          refusedRateBucket,
          client,
          { limit: rule.limit * refusedFactor, windowMs: rule.windowMs },
          now(),
        )
      : await limiter.consume(contactRateBucket, client, rule, now());
    if (!limit.allowed) {
      return { kind: 'rateLimited', retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000) };
    }
    if (refused) return { kind: 'invalid', errors };
    const { id, duplicate } = await (
      await repository()
    ).insert(submission, {
      idempotencyKey: idempotencyKey(request.token, submission),
      mailStatus: mailConfigured ? 'pending' : 'none',
      duplicateWindowMs,
      now: now(),
    });
    return { kind: 'sent', id, duplicate };
  } catch (error) {
    console.error('Contact form: saving failed', error);
    return { kind: 'notSaved' };
  }
}
