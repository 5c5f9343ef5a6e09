import 'server-only';
import type {
  BaseDatabaseAdapter,
  CollectionBeforeOperationHook,
  CollectionConfig,
  DatabaseAdapterObj,
} from 'payload';
import { validOperatorSet } from 'payload/shared';
import { shownError } from './errors';

/**
 * How much a query of the REST API may ask for without the owner's session
 * (docs/security.md#the-backends-protections): the site itself reads its content through Payload's
 * local API, so these only bound what a stranger can make the database do. The owner's backend
 * (logged in) is not limited: its list filters build their own queries.
 */
export const anonymousQueryLimits = {
  /** Field conditions (`where[title][equals]=…` is one; `where[or][0][…]` each one more). */
  conditions: 20,
  /** Levels of `and`/`or` lists inside each other. */
  depth: 3,
} as const;

/** A 400 for a query, in Payload's error shape, with `message`. */
const refusedQuery = (message: string) => shownError(message, 400);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/**
 * The field conditions of a `where` (how many, with which operators) and how deeply its `and`/`or`
 * lists nest. A list arrives as an array or, past the query parser's array limit, as an object of
 * indexes.
 */
export function queryShape(where: unknown): {
  conditions: number;
  depth: number;
  operators: Set<string>;
} {
  const shape = { conditions: 0, depth: 0, operators: new Set<string>() };
  if (!isObject(where)) return shape;
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && isObject(value)) {
      for (const item of Object.values(value)) {
        const inner = queryShape(item);
        shape.conditions += inner.conditions;
        shape.depth = Math.max(shape.depth, inner.depth + 1);
        for (const operator of inner.operators) shape.operators.add(operator);
      }
    } else if (isObject(value)) {
      const operators = Object.keys(value);
      shape.conditions += Math.max(operators.length, 1);
      for (const operator of operators) shape.operators.add(operator);
    } else {
      shape.conditions += 1;
    }
  }
  return shape;
}

/**
 * Refuses with 400, before Payload builds any SQL: a REST request without the owner's session whose
 * query is larger than `anonymousQueryLimits`, and any query with an operator the database adapter
 * has no SQL for (`near`, `within` and `intersects` work on point fields, which the site has none
 * of, and `all` on none: Payload's SQL adapters fail on them with a TypeError, answered with 500).
 */
export const limitQueries: CollectionBeforeOperationHook = ({ args, req }) => {
  const { conditions, depth, operators } = queryShape((args as { where?: unknown }).where);
  const supported = (req.payload.db as { operators?: Record<string, unknown> }).operators;
  if (
    supported &&
    [...operators].some(
      (operator) =>
        (validOperatorSet as Set<string>).has(operator) && !Object.hasOwn(supported, operator),
    )
  ) {
    throw refusedQuery('Diese Art von Vergleich ist hier nicht möglich.');
  }
  if (req.user || req.payloadAPI !== 'REST') return args;
  if (conditions > anonymousQueryLimits.conditions || depth > anonymousQueryLimits.depth) {
    throw refusedQuery(
      `Die Abfrage ist zu umfangreich: höchstens ${anonymousQueryLimits.conditions} Bedingungen in höchstens ${anonymousQueryLimits.depth} Ebenen.`,
    );
  }
  return args;
};

/** `collection` with `limitQueries` before its own hooks. */
export const withQueryLimits = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [limitQueries, ...(collection.hooks?.beforeOperation ?? [])],
  },
});

/** The database adapter's methods that read with a query built from a request. */
const readingMethods = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
] as const;

/**
 * Whether the database refused a query for what it asks (too large, a value of the wrong type), as
 * opposed to failing (unavailable, busy, full) or not matching the schema (a missing table or
 * column: the server's fault). Drizzle's query error carries the driver's error as its cause:
 * SQLite's codes, or PostgreSQL's SQLSTATE classes 22 (data exception), 42 (syntax) and 54
 * (program limit exceeded).
 */
export function isRefusedQuery(error: unknown) {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const code = cause?.code;
  if (typeof code !== 'string') return false;
  if (code === 'SQLITE_TOOBIG' || code === 'SQLITE_RANGE') return true;
  if (code === 'SQLITE_ERROR') return !/no such (?:table|column)/.test(String(cause?.message));
  return /^(?:22|42|54)[0-9A-Z]{3}$/.test(code) && code !== '42P01' && code !== '42703';
}

/**
 * The database adapter of `result` with its reading methods answering a query the database refuses
 * (`isRefusedQuery`) with 400 instead of 500. Payload would log the error in full at its default
 * level, the whole SQL with it (a 13 kB query wrote 259 kB); it is logged at `debug` instead.
 */
export function withRefusedQueries<T extends BaseDatabaseAdapter>(
  result: DatabaseAdapterObj<T>,
): DatabaseAdapterObj<T> {
  return {
    ...result,
    init(args) {
      const adapter = result.init(args);
      for (const name of readingMethods) {
        const method = adapter[name] as
          ((...methodArgs: unknown[]) => Promise<unknown>) | undefined;
        if (!method) continue;
        Object.assign(adapter, {
          [name]: async (...methodArgs: unknown[]) => {
            try {
              return await method.apply(adapter, methodArgs);
            } catch (error) {
              if (!isRefusedQuery(error)) throw error;
              adapter.payload.logger.debug({ err: error }, 'The database refused a query');
              throw refusedQuery('Die Datenbank kann diese Abfrage nicht ausführen.');
            }
          },
        });
      }
      return adapter;
    },
  };
}
