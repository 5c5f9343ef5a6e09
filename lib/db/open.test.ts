/**
 * @jest-environment node
 */
import { databaseUrlFromEnv, openDatabase } from './open';

test('DATABASE_URL wins; otherwise kontakt.db in DATA_DIR, relative to where the server started', () => {
  expect(databaseUrlFromEnv({ DATABASE_URL: 'postgres://db/x', DATA_DIR: '/srv' })).toBe(
    'postgres://db/x',
  );
  expect(databaseUrlFromEnv({ DATA_DIR: '/srv/kontakt' })).toBe('file:/srv/kontakt/kontakt.db');
  // `npm start` from the project, even though the standalone server runs in .next/standalone.
  expect(databaseUrlFromEnv({ INIT_CWD: '/app', PWD: '/app/.next/standalone' })).toBe(
    'file:/app/data/kontakt.db',
  );
  expect(databaseUrlFromEnv({ PWD: '/home/web', DATA_DIR: 'daten' })).toBe(
    'file:/home/web/daten/kontakt.db',
  );
});

test('an unknown kind of URL is refused with a clear message', () => {
  expect(() => openDatabase('mysql://db/x')).toThrow(
    'DATABASE_URL must start with postgres://, postgresql:// or file: (got "mysql:")',
  );
});
