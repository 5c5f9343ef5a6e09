import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// patches/ holds patches of installed packages, applied by `patch-package` after every install
// (`postinstall`). Each is made for one version: when an upgrade installs another, this fails, and
// the patch's own canary says whether it is still needed (docs/backend.md).
const patches = readdirSync(join(process.cwd(), 'patches'));

test.each(patches)('%s is for the installed version of its package', (patch) => {
  const parts = patch.replace(/\.patch$/, '').split('+');
  const version = parts.pop();
  const { version: installed } = JSON.parse(
    readFileSync(join(process.cwd(), 'node_modules', ...parts, 'package.json'), 'utf8'),
  );
  expect(installed).toBe(version);
});
