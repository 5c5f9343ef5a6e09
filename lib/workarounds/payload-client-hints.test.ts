import { withPayload } from '@payloadcms/next/withPayload';
import { clientHintsOnlyFor } from './payload-client-hints.mjs';

const clientHintRules = async (config: ReturnType<typeof withPayload>) =>
  (await config.headers!()).filter((rule) => rule.headers.some((h) => h.key === 'Accept-CH'));

// The canary: fails when withPayload stops adding the client hints to every route; then the
// workaround (and this test) can go.
test('withPayload still adds the client hints to every route (payloadcms/payload#17906)', async () => {
  const rules = await clientHintRules(withPayload({}));
  expect(rules.map((rule) => rule.source)).toEqual(['/:path*']);
});

test('with the workaround, only the backend gets them; other rules stay as they are', async () => {
  const ownRule = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] };
  const config = clientHintsOnlyFor(withPayload({ headers: async () => [ownRule] }), '/verwaltung');
  expect((await clientHintRules(config)).map((rule) => rule.source)).toEqual([
    '/verwaltung/:path*',
  ]);
  expect(await config.headers!()).toContainEqual(ownRule);
});
