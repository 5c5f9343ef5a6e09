/**
 * A text field of a server action's form. Next.js hands an action whatever argument the request
 * encodes (a script can post `["x"]` as `text/plain` to a real action), so the argument is checked
 * to be a form at all: anything else has no fields, instead of failing with 500.
 */
export function formField(form: unknown, name: string) {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === 'string' ? value : '';
}
