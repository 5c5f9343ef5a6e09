/**
 * @jest-environment node
 */
import {
  describeStorage,
  submitWithoutDatabase,
  instance,
  prepare,
  request,
} from '@/test/contact-storage';
import { postgresTarget } from '@/test/database';
import { submitContact } from './submit';

// The backend's migrations (which make the `messages` table) without loading Payload.
jest.mock('@payloadcms/db-sqlite', () => jest.requireActual('@/test/backend-schema'));
jest.mock('@payloadcms/db-postgres', () => jest.requireActual('@/test/backend-schema'));

jest.setTimeout(60_000);

// Needs PostgreSQL: run through scripts/with-postgres.sh (npm test and CI do).
describeStorage(postgresTarget);

describe('database unreachable', () => {
  test('PostgreSQL on a port nobody listens on: the visitor hears "not saved", never "sent"', async () => {
    expect(await submitWithoutDatabase('postgres://postgres@127.0.0.1:9/kontakt')).toEqual({
      kind: 'notSaved',
    });
  });

  test('PostgreSQL goes away under a running instance: "not saved", and nothing was stored', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const database = await postgresTarget.create();
    await prepare(database.url);
    const running = await instance(database.url);
    expect((await submitContact(request(1), running.deps)).kind).toBe('sent');
    await database.drop(); // terminates the instance's connections and removes the database
    expect(await submitContact(request(2), running.deps)).toEqual({ kind: 'notSaved' });
    await running.db.close();
  });
});
