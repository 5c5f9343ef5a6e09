/**
 * @jest-environment node
 */
import { retryWhileBusy } from './sqlite';

/** An error as @libsql/client throws it. */
const sqliteError = (code: string) => Object.assign(new Error(code), { code });

/** A statement that fails with `errors` in turn, then answers 'ok'; and how often it ran. */
function failingFirst(...errors: Error[]) {
  const calls = { count: 0 };
  const run = async () => {
    const error = errors[calls.count++];
    if (error) throw error;
    return 'ok';
  };
  return { run, calls };
}

describe('retryWhileBusy', () => {
  it('runs a statement again while another process keeps the database busy', async () => {
    const { run, calls } = failingFirst(sqliteError('SQLITE_BUSY'), sqliteError('SQLITE_BUSY'));
    await expect(retryWhileBusy(run, { stepMs: 1 })).resolves.toBe('ok');
    expect(calls.count).toBe(3);
  });

  it('passes any other error on at once', async () => {
    const { run, calls } = failingFirst(sqliteError('SQLITE_CORRUPT'));
    await expect(retryWhileBusy(run, { stepMs: 1 })).rejects.toThrow('SQLITE_CORRUPT');
    expect(calls.count).toBe(1);
  });

  it('gives up once the wait is over, with the busy error', async () => {
    const busy = Array.from({ length: 100 }, () => sqliteError('SQLITE_BUSY'));
    const { run, calls } = failingFirst(...busy);
    await expect(retryWhileBusy(run, { waitMs: 20, stepMs: 5 })).rejects.toThrow('SQLITE_BUSY');
    expect(calls.count).toBeLessThan(10);
  });
});
