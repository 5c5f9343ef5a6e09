/** @jest-environment node */
import type { ErrorResult, PayloadRequest } from 'payload';
import { keepFieldErrors } from './payload-field-errors';

// Payload ships ES modules only, which Jest does not load: the errors are made as Payload makes
// them (a ValidationError's status, data and message); e2e/backend.spec.ts saves a place in the
// built backend, and the canary in e2e/workarounds.spec.ts shows the bug without this module.
const problems = [
  { label: 'Titel', path: 'title', message: 'Bitte geben Sie einen Titel ein.' },
  { label: 'Breitengrad', path: 'location.lat', message: 'Bitte geben Sie eine Zahl ein.' },
];
const message = 'Die folgenden Felder sind nicht korrekt: Titel, Breitengrad';

/** A ValidationError of another copy of Payload, and what the API route's formatErrors makes of it. */
const foreignValidationError = () => ({
  error: Object.assign(new Error(message), {
    status: 400,
    data: { collection: 'places', errors: problems },
  }),
  result: { errors: [{ message }] },
});

const hook = (error: Error, result: ErrorResult) =>
  keepFieldErrors({ error, result, context: {}, req: {} as PayloadRequest });

afterEach(() => {
  delete process.env.NEXT_WORKAROUNDS;
});

test('a save refused for its fields answers with each field’s path and message, in Payload’s shape', () => {
  const { error, result } = foreignValidationError();
  expect(hook(error, result)).toEqual({
    response: {
      errors: [
        { name: 'ValidationError', message, data: { collection: 'places', errors: problems } },
      ],
    },
  });
});

test('an answer Payload formatted itself, other errors and NEXT_WORKAROUNDS=off stay as they are', () => {
  const { error, result } = foreignValidationError();
  const formatted = { errors: [{ name: 'ValidationError', message, data: error.data }] };
  expect(hook(error, formatted)).toBeUndefined();
  // An internal error's details stay hidden (Payload answers "Something went wrong.").
  const internal = Object.assign(new Error('secret'), { status: 500, data: { errors: problems } });
  expect(hook(internal, { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined();
  const privateError = Object.assign(new Error('secret'), {
    status: 400,
    isPublic: false,
    data: { errors: problems },
  });
  expect(hook(privateError, { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined();
  const forbidden = Object.assign(new Error('Forbidden'), { status: 403 });
  expect(hook(forbidden, { errors: [{ message: 'Forbidden' }] })).toBeUndefined();
  const otherData = Object.assign(new Error('File missing'), { status: 400, data: { id: 1 } });
  expect(hook(otherData, { errors: [{ message: 'File missing' }] })).toBeUndefined();
  process.env.NEXT_WORKAROUNDS = 'off';
  expect(hook(error, result)).toBeUndefined();
});
