import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The canary of patches/@payloadcms+next+3.90.1.patch (applied by `patch-package` after every
// install): @payloadcms/next 3.90.1 renders a document's tabs (Bearbeiten, Versionen) as links
// directly inside a <ul>, which axe-core finds as a serious violation (list); the patch makes each
// an <li>. Upstream report: docs/backend.md#the-backend-and-accessibility. When this or
// patches.test.ts fails after an upgrade, check whether Payload fixed it (remove the patch and see
// e2e/inbox.spec.ts's axe test), else make the patch anew for the new version
// (`npx patch-package @payloadcms/next`).
const nextPackage = join(process.cwd(), 'node_modules/@payloadcms/next');
const tabs = () =>
  readFileSync(join(nextPackage, 'dist/elements/DocumentHeader/Tabs/index.js'), 'utf8');

test('the installed document tabs are the patched ones: each tab an item of the list', () => {
  const code = tabs();
  expect(code).toContain('_jsx("ul", {');
  expect(code).toContain('const item = tab => /*#__PURE__*/_jsx("li", {');
  expect(code).toContain('return item(/*#__PURE__*/_jsx(DefaultDocumentTab, {');
  expect(code).toContain('return item(RenderServerComponent({');
});
