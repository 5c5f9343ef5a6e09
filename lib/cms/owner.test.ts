/**
 * @jest-environment node
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { defaultAdminEmail, ownerAccount, storedPasswordIs } from './owner';

const salt = randomBytes(32).toString('hex');

test('without ADMIN_PASSWORD there is no owner account (the backend does not exist)', () => {
  expect(ownerAccount({ ADMIN_EMAIL: 'a@b.de' })).toBeUndefined();
  expect(ownerAccount({ ADMIN_PASSWORD: 'geheim' })).toEqual({
    email: defaultAdminEmail,
    password: 'geheim',
  });
  expect(ownerAccount({ ADMIN_PASSWORD: 'geheim', ADMIN_EMAIL: 'Erika@Example.DE' })?.email).toBe(
    'erika@example.de',
  );
});

test('the stored password is recognised in Payload’s current and older hash formats', async () => {
  const current = `pbkdf2-sha256-v1:${pbkdf2Sync('geheim', salt, 600_000, 32, 'sha256').toString('hex')}`;
  const legacy = pbkdf2Sync('geheim', salt, 25_000, 512, 'sha256').toString('hex');
  for (const hash of [current, legacy]) {
    await expect(storedPasswordIs('geheim', salt, hash)).resolves.toBe(true);
    await expect(storedPasswordIs('anders', salt, hash)).resolves.toBe(false);
  }
  // A format it does not know counts as another password (the account gets the configured one).
  await expect(storedPasswordIs('geheim', salt, 'argon2:xyz')).resolves.toBe(false);
  // Three hashings at 600,000 rounds: longer than Jest’s 5 s beside a build on two cores (no timing
  // is asserted; the limit only stops a hung test).
}, 60_000);
