import 'server-only';
import { resolve } from 'node:path';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import type { Database } from './types';

type Env = Record<string, string | undefined>;

/**
 * The folder the server was started from. Next's standalone server changes its working directory to
 * `.next/standalone`, which the next build replaces: a relative `DATA_DIR` must not end up there.
 */
function startDirectory(env: Env) {
  return env.INIT_CWD || env.PWD || process.cwd();
}

/**
 * The database the environment asks for: `DATABASE_URL`, else the SQLite file `kontakt.db` in
 * `DATA_DIR` (default `data`, relative to the folder the server was started from).
 */
export function databaseUrlFromEnv(env: Env = process.env) {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  return `file:${resolve(dataDirectory(env), 'kontakt.db')}`;
}

/** `DATA_DIR` (default `data`), relative to the folder the server was started from. */
export function dataDirectory(env: Env = process.env) {
  return resolve(startDirectory(env), env.DATA_DIR || 'data');
}

export function openDatabase(url: string): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url.startsWith('file:')) return openSqlite(url);
  throw new Error(
    `DATABASE_URL must start with postgres://, postgresql:// or file: (got "${url.split(':')[0]}:")`,
  );
}
