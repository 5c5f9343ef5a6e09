/**
 * @jest-environment node
 */
import { proxyHeadersWarning } from './socket-address';

test('a proxy’s headers while no proxy is trusted get a warning that names the setting', () => {
  const warning = proxyHeadersWarning({ 'x-forwarded-for': '203.0.113.9' }, { kind: 'none' });
  expect(warning).toMatch(/x-forwarded-for.*TRUSTED_PROXY_HOPS is 0.*TRUSTED_PROXY_HOPS=1/);
  expect(proxyHeadersWarning({ forwarded: 'for=203.0.113.9' }, { kind: 'none' })).toBeDefined();
});

test('no warning without a proxy’s headers, or when a proxy is trusted', () => {
  expect(proxyHeadersWarning({ host: 'localhost' }, { kind: 'none' })).toBeUndefined();
  const forwarded = { 'x-forwarded-for': '203.0.113.9' };
  expect(proxyHeadersWarning(forwarded, { kind: 'hops', hops: 1 })).toBeUndefined();
  expect(proxyHeadersWarning(forwarded, { kind: 'vercel' })).toBeUndefined();
});
