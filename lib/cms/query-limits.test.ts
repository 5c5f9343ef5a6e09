/**
 * @jest-environment node
 */
import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload';
import {
  anonymousQueryLimits,
  isRefusedQuery,
  limitQueries,
  queryShape,
  withRefusedQueries,
} from './query-limits';

// Payload's error class and its operators (ES modules Jest does not load).
jest.mock('./errors', () => ({
  shownError: (message: string, status: number) => Object.assign(new Error(message), { status }),
}));
jest.mock('payload/shared', () => ({
  validOperatorSet: new Set(['equals', 'in', 'like', 'near', 'within', 'intersects', 'all']),
}));

const operators = { equals: {}, in: {}, like: {} };

/** What the hook does with `where` for a request: the arguments back, or the error it throws. */
const check = (where: unknown, { user = false, api = 'REST' } = {}) => {
  const req = {
    user: user ? { id: 1 } : null,
    payloadAPI: api,
    payload: { db: { operators } },
  } as unknown as PayloadRequest;
  const args = { where };
  try {
    return limitQueries({ args, req, operation: 'read' } as Parameters<typeof limitQueries>[0]);
  } catch (error) {
    return error as Error & { status: number };
  }
};

/** `count` conditions on a relation, in one `or` list. */
const orOf = (count: number) => ({
  or: Array.from({ length: count }, (_, n) => ({ 'category.slug': { equals: `k${n}` } })),
});

test('a query’s conditions, its operators and how deeply its lists nest', () => {
  expect(queryShape(undefined)).toEqual({ conditions: 0, depth: 0, operators: new Set() });
  expect(queryShape({ title: { like: 'Canyon', equals: 'x' }, slug: 'y' })).toMatchObject({
    conditions: 3,
    depth: 0,
  });
  expect(queryShape(orOf(300))).toMatchObject({ conditions: 300, depth: 1 });
  // Past the query parser's array limit a list arrives as an object of indexes.
  expect(queryShape({ or: { 0: { a: { equals: 1 } }, 999: { b: { in: [1] } } } })).toEqual({
    conditions: 2,
    depth: 1,
    operators: new Set(['equals', 'in']),
  });
  expect(queryShape({ and: [{ or: [{ and: [{ or: [{ a: { equals: 1 } }] }] }] }] })).toMatchObject({
    conditions: 1,
    depth: 4,
  });
});

test('an anonymous REST query over the limits gets 400, with a German message', () => {
  const tooMany = check(orOf(anonymousQueryLimits.conditions + 1));
  expect(tooMany).toMatchObject({ status: 400 });
  expect((tooMany as Error).message).toBe(
    'Die Abfrage ist zu umfangreich: höchstens 20 Bedingungen in höchstens 3 Ebenen.',
  );
  expect(check({ and: [{ or: [{ and: [{ or: [{ a: { equals: 1 } }] }] }] }] })).toMatchObject({
    status: 400,
  });
  expect(check(orOf(anonymousQueryLimits.conditions))).toEqual({
    where: orOf(anonymousQueryLimits.conditions),
  });
});

test('the owner’s queries and the site’s own (local API) are not limited', () => {
  expect(check(orOf(300), { user: true })).toEqual({ where: orOf(300) });
  expect(check(orOf(300), { api: 'local' })).toEqual({ where: orOf(300) });
});

test('an operator the database adapter has no SQL for gets 400, also for the owner', () => {
  for (const user of [false, true]) {
    expect(check({ title: { near: '1,2,3' } }, { user })).toMatchObject({
      status: 400,
      message: 'Diese Art von Vergleich ist hier nicht möglich.',
    });
  }
  // Keys that are no operator are ignored, as Payload's adapters do.
  expect(check({ title: { equals: 'x', unbekannt: 1 } })).toEqual({
    where: { title: { equals: 'x', unbekannt: 1 } },
  });
});

/** Drizzle's error for a query that failed, with the driver's error. */
const failedQuery = (code: string, message = 'SQLITE_ERROR: Expression tree is too large') =>
  Object.assign(new Error('Failed query: select … params: …'), {
    cause: Object.assign(new Error(message), { code }),
  });

test('which database errors are a refused query, and which the server’s own failure', () => {
  expect(isRefusedQuery(failedQuery('SQLITE_ERROR'))).toBe(true);
  expect(isRefusedQuery(failedQuery('SQLITE_TOOBIG'))).toBe(true);
  expect(isRefusedQuery(failedQuery('54001'))).toBe(true); // statement too complex
  expect(isRefusedQuery(failedQuery('22P02'))).toBe(true); // invalid text representation
  expect(isRefusedQuery(failedQuery('SQLITE_ERROR', 'SQLITE_ERROR: no such table: places'))).toBe(
    false,
  );
  expect(isRefusedQuery(failedQuery('42P01'))).toBe(false); // undefined table
  expect(isRefusedQuery(failedQuery('SQLITE_BUSY'))).toBe(false);
  expect(isRefusedQuery(failedQuery('SQLITE_READONLY'))).toBe(false);
  expect(isRefusedQuery(failedQuery('57P01'))).toBe(false); // admin shutdown
  expect(isRefusedQuery(new TypeError('x is not a function'))).toBe(false);
  expect(isRefusedQuery(undefined)).toBe(false);
});

test('a refused query becomes 400, logged without its SQL at the default level', async () => {
  const logger = { debug: jest.fn(), error: jest.fn(), info: jest.fn(), warn: jest.fn() };
  let failure: unknown;
  const base = {
    name: 'sqlite',
    defaultIDType: 'number',
    init: () =>
      ({
        payload: { logger },
        find: async () => {
          throw failure;
        },
        create: async () => 'created',
      }) as unknown as BaseDatabaseAdapter,
  } as DatabaseAdapterObj;
  const adapter = withRefusedQueries(base).init({ payload: {} } as never);
  failure = failedQuery('SQLITE_ERROR');
  await expect(adapter.find({} as never)).rejects.toMatchObject({
    status: 400,
    message: 'Die Datenbank kann diese Abfrage nicht ausführen.',
  });
  expect(logger.debug).toHaveBeenCalledWith({ err: failure }, 'The database refused a query');
  expect(logger.error).not.toHaveBeenCalled();
  failure = failedQuery('SQLITE_BUSY');
  await expect(adapter.find({} as never)).rejects.toBe(failure);
  await expect(adapter.create({} as never)).resolves.toBe('created');
});
