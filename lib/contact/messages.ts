import { limits, type FieldName } from './fields';
import type { Outcome } from './submit';
import type { ContactValues } from './validation';

/** Failed outcomes: each has a message under `Contact.outcome`. */
export type Failure = Exclude<Outcome, { kind: 'sent' } | { kind: 'discarded' }>;

/** What the enhanced form learns: a filled honeypot looks exactly like a success. */
export type PublicOutcome = { kind: 'sent' } | Failure;

export function publicOutcome(outcome: Outcome): PublicOutcome {
  return outcome.kind === 'sent' || outcome.kind === 'discarded' ? { kind: 'sent' } : outcome;
}

/** HTTP status of each outcome when the server answers a plain POST or the enhanced form. */
export const statusOf = {
  sent: 200,
  discarded: 200,
  cookieMissing: 403,
  tooLarge: 413,
  unsupportedMediaType: 415,
  invalid: 422,
  rateLimited: 429,
  notSaved: 503,
} as const satisfies Record<Outcome['kind'], number>;

/** Values for the placeholders of a field error (`{min}`, `{max}`). */
export function errorValues(field: FieldName) {
  return field === 'consent' ? {} : { ...limits[field] };
}

/** Values for the placeholders of an outcome message (`{minutes}`). */
export function outcomeValues(outcome: Failure): Record<string, number> {
  return outcome.kind === 'rateLimited'
    ? { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) }
    : {};
}

/** What the form's action without JavaScript answers: the failure and what the visitor typed. */
export type FormResult = { outcome: Failure; values: ContactValues };
