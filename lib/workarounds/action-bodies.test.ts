/** @jest-environment node */
import { isUnreadableActionBody } from './action-bodies';

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return { form: data };
};

test.each([
  ['plain JSON', { text: '["geraten"]' }],
  ['an escaped dollar sign and a date', { text: '["$$1", "$D2026-11-25T00:00:00.000Z"]' }],
  ['form data (what a form action sends)', form({ '0': '["$K1"]', '1_passwort': 'x' })],
  [
    'a reference with a path to a part that has it',
    form({ '0': '["$1:a:b"]', '1': '{"a":{"b":1}}' }),
  ],
  ['a blob part', form({ '0': '["$B1"]', '1': new Blob(['x']) })],
])('reads %s', (_, body) => expect(isUnreadableActionBody(body)).toBe(false));

test.each([
  ['text that is no JSON', { text: '{{{' }],
  ['a reference in a text body', { text: '["$1"]' }],
  ['a reference to a missing part', form({ '0': '["$1:aa:aa"]' })],
  ['a path the part lacks', form({ '0': '["$1:aa:aa"]', '1': '{}' })],
  ['a part that is no JSON', form({ '0': '["$@1"]', '1': '{{' })],
  ['no part 0', form({ '1': '[]' })],
  ['a missing blob', form({ '0': '["$B2"]' })],
])('refuses %s', (_, body) => expect(isUnreadableActionBody(body)).toBe(true));

test('a deeply nested body costs no recursion', () => {
  expect(isUnreadableActionBody({ text: `${'['.repeat(100_000)}${']'.repeat(100_000)}` })).toBe(
    false,
  );
});
