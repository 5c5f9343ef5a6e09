/**
 * @jest-environment node
 */
import { withUnnamedParameters } from './vercel-interception-rewrites.mjs';

const has = [{ type: 'header', key: 'next-url', value: '/galerie(?:/.*)?' }];

test('the overlay’s rewrite gets unnamed parameters: the same rule on Vercel, no routing error', () => {
  expect(
    withUnnamedParameters({
      source: '/galerie/:nxtIslug',
      destination: '/galerie/(.):nxtIslug',
      has,
      regex: '^/galerie/(?<nxtIslug>[^/]+?)(?:/)?$',
    }),
  ).toEqual({
    source: '/galerie/([^/]+?)',
    destination: '/galerie/(.)$1',
    has,
    regex: '^/galerie/(?<nxtIslug>[^/]+?)(?:/)?$',
  });
});

test('several parameters keep their order', () => {
  expect(
    withUnnamedParameters({ source: '/a/:nxtIx/b/:nxtIy', destination: '/a/:nxtIx/b/(..):nxtIy' }),
  ).toEqual({ source: '/a/([^/]+?)/b/([^/]+?)', destination: '/a/$1/b/(..)$2' });
});

test('other rewrites, and parameters with a pattern or modifier, stay as they are', () => {
  const plain = { source: '/galerie/:slug', destination: '/galerie/foto/:slug' };
  expect(withUnnamedParameters(plain)).toBe(plain);
  const catchAll = { source: '/foto/:nxtIpath+', destination: '/foto/(.):nxtIpath+' };
  expect(withUnnamedParameters(catchAll)).toBe(catchAll);
});
