import 'server-only';
import { Pool, types } from 'pg';
import type { Database, Row, Value } from './types';

// BIGINT (timestamps, counts) as JavaScript numbers: every value the app stores is below 2^53.
types.setTypeParser(types.builtins.INT8, Number);

/** `?` placeholders as PostgreSQL's `$1, $2, …` (the app's SQL has no `?` inside string literals). */
export function numberPlaceholders(sql: string) {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

/** PostgreSQL through a `pg` connection pool, for `DATABASE_URL=postgres://…`. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});

  return {
    dialect: 'postgres',
    async query<T extends Row>(sql: string, args: Value[] = []) {
      return (await pool.query(numberPlaceholders(sql), args)).rows as T[];
    },
    async execute(sql, args = []) {
      return (await pool.query(numberPlaceholders(sql), args)).rowCount ?? 0;
    },
    async batch(statements, { lock } = {}) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        if (lock) await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lock]);
        const counts: number[] = [];
        for (const { sql, args = [] } of statements) {
          counts.push((await client.query(numberPlaceholders(sql), args)).rowCount ?? 0);
        }
        await client.query('COMMIT');
        return counts;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
