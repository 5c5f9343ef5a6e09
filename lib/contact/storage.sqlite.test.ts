/**
 * @jest-environment node
 */
import { describeStorage, submitWithoutDatabase } from '@/test/contact-storage';
import { sqliteTarget } from '@/test/database';

// The backend's migrations (which make the `messages` table) without loading Payload.
jest.mock('@payloadcms/db-sqlite', () => jest.requireActual('@/test/backend-schema'));
jest.mock('@payloadcms/db-postgres', () => jest.requireActual('@/test/backend-schema'));

jest.setTimeout(60_000);

describeStorage(sqliteTarget);

test('SQLite in a folder that cannot be created: the visitor hears "not saved", never "sent"', async () => {
  expect(await submitWithoutDatabase('file:/dev/null/kontakt/kontakt.db')).toEqual({
    kind: 'notSaved',
  });
});
