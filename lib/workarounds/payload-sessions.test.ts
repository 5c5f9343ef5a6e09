import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The quick canary of patches/payload+3.90.1.patch (applied by `patch-package` after every
// install): Payload 3.90.1 adds a login's session by writing back the sessions it read before the
// password check, so of logins at once all but one lose theirs (payloadcms/payload#18132); the
// patch appends it instead. Its test and its canary on a server: e2e/workarounds.spec.ts. When
// this or patches.test.ts fails after an upgrade, see docs/backend.md#logging-in.
test('the installed addSessionToUser is the patched one: it appends the session', () => {
  const code = readFileSync(
    join(process.cwd(), 'node_modules/payload/dist/auth/sessions.js'),
    'utf8',
  );
  expect(code).toContain("if (process.env.NEXT_WORKAROUNDS !== 'off') {");
  expect(code).toContain('$push: session');
});
