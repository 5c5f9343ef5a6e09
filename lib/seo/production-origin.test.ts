import { productionOriginCheck } from './production-origin';

const production = { NODE_ENV: 'production' };

test('a production start without SITE_URL, or with a local one, starts with a warning', () => {
  for (const env of [
    {},
    { SITE_URL: 'http://localhost:3000' },
    { SITE_URL: 'http://127.0.0.1:3235' },
  ]) {
    const check = productionOriginCheck({ ...production, ...env }, '');
    expect(check?.refuse).toBe(false);
    expect(check?.message).toMatch(/http:\/\/localhost:3000.*SITE_URL=https:\/\/…/);
  }
});

test('a start with a public origin other than the build’s is refused, saying how to build', () => {
  const check = productionOriginCheck(
    { ...production, SITE_URL: 'https://www.example.de/' },
    'http://localhost:3000',
  );
  expect(check).toEqual({
    refuse: true,
    message: expect.stringContaining('SITE_URL=https://www.example.de npm run build'),
  });
});

test('a start with the build’s public origin, or in development, says nothing', () => {
  expect(
    productionOriginCheck(
      { ...production, SITE_URL: 'https://www.example.de' },
      'https://www.example.de/',
    ),
  ).toBeUndefined();
  expect(productionOriginCheck({ NODE_ENV: 'development' }, '')).toBeUndefined();
});
