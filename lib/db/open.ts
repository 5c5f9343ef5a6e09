import { join } from 'node:path';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import type { Database } from './types';

/** The database the environment asks for: `DATABASE_URL`, else a SQLite file in `DATA_DIR` (default `data/`). */
export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env) {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  return `file:${join(env.DATA_DIR || 'data', 'kontakt.db')}`;
}

export function openDatabase(url: string): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url.startsWith('file:')) return openSqlite(url);
  throw new Error(
    `DATABASE_URL must start with postgres://, postgresql:// or file: (got "${url.split(':')[0]}:")`,
  );
}
