/**
 * @jest-environment node
 */
import { Pool } from 'pg';
import { postgresTarget } from '@/test/database';
import { oneAfterTheOther, raceUnder } from '@/test/lock-race';
import { advisoryLock } from './migration-lock';

// Needs PostgreSQL: run through scripts/with-postgres.sh (npm test and CI do).
describe('PostgreSQL: an advisory lock', () => {
  test('two instances (pools) on one database migrate one after the other', async () => {
    const database = await postgresTarget.create();
    const pools = [
      new Pool({ connectionString: database.url }),
      new Pool({ connectionString: database.url }),
    ];
    try {
      const [a, b] = pools.map((pool) => advisoryLock(() => pool));
      expect(oneAfterTheOther).toContainEqual(await raceUnder(a!, b));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await database.drop();
    }
  });
});
