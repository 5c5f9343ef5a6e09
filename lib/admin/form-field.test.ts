/**
 * @jest-environment node
 */
import { formField } from './form-field';

test('a text field of a form; a missing or file field is empty', () => {
  const form = new FormData();
  form.set('passwort', 'geheim');
  form.set('datei', new Blob(['x']));
  expect(formField(form, 'passwort')).toBe('geheim');
  expect(formField(form, 'datei')).toBe('');
  expect(formField(form, 'id')).toBe('');
});

test('an argument that is not a form (a script’s JSON or text) has no fields', () => {
  for (const argument of ['x', ['x'], { get: () => 'geheim' }, null, undefined, 42]) {
    expect(formField(argument, 'passwort')).toBe('');
  }
});
