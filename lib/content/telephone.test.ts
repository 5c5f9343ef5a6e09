import { telephoneUri } from './telephone';

test.each([
  ['+49 30 123456-0', 'tel:+49301234560'],
  ['+49 (0)30 123456-0', 'tel:+49301234560'],
  ['+49 (0) 30 / 12 34 56', 'tel:+4930123456'],
  ['030 123456', 'tel:030123456'],
  ['(030) 123456', 'tel:030123456'],
])('%s → %s', (phone, uri) => {
  expect(telephoneUri(phone)).toBe(uri);
});
