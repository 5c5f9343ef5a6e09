/**
 * Workaround for Next.js 16.4.6 answering 500 to a server action (`Next-Action` header) whose body
 * React's reply decoder cannot read: text that is no JSON (`{{{`), or a reference to a part that the
 * body lacks (multipart `0=["$1:aa:aa"]`: "Invalid forward reference"). Upstream:
 * vercel/next.js#86945 (fixes proposed in vercel/next.js#90109, #92051, #98105, none released).
 * lib/http/guard.ts asks this before Next.js reads the body and answers 400. Let it go when
 * the canary test in e2e/workarounds.spec.ts fails, i.e. when a server of the same build started
 * with NEXT_WORKAROUNDS=off no longer answers such a body with 500.
 *
 * React's reply format: the root is part 0, JSON; a string `$<hex id>` (with `:key:key` a path
 * into it), `$@`, `$F`, `$h`, `$Q`, `$W`, `$i` + id refer to other JSON parts, `$B`, the typed
 * arrays and the streams + id to parts of any content; `$$` escapes a dollar sign.
 */
const reference = /^\$([@FhQWi]|[BAOoUSsLlGgMmVRrXx]?)([\da-f]+)((?::[^:]*)*)$/;
const jsonKinds = new Set(['', '@', 'F', 'h', 'Q', 'W', 'i']);

/** The parts of a reply: a text body is part 0 alone; a multipart body has one field per part. */
type Parts = { get(name: string): FormDataEntryValue | string | null };

function parseJson(text: FormDataEntryValue | string | null): { value: unknown } | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** The value at `path` (`:a:b`) inside `value`, or undefined when a step is missing. */
function walk(value: unknown, path: string) {
  let current: unknown = value;
  for (const key of path.split(':').slice(1)) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return { value: current };
}

/** True when every reference from part 0 on leads to a part (and path) the body holds. */
function readable(parts: Parts) {
  const json = new Map<number, unknown>();
  const pending = [0];
  const load = (id: number) => {
    if (json.has(id)) return true;
    const parsed = parseJson(parts.get(String(id)));
    if (!parsed) return false;
    json.set(id, parsed.value);
    pending.push(id);
    return true;
  };
  if (!load(0)) return false;
  while (pending.length > 0) {
    const values: unknown[] = [json.get(pending.pop()!)];
    while (values.length > 0) {
      const value = values.pop();
      if (value !== null && typeof value === 'object') {
        for (const item of Object.values(value)) values.push(item);
      } else if (typeof value === 'string' && value.startsWith('$') && !value.startsWith('$$')) {
        const [, kind, hex, path] = reference.exec(value) ?? [];
        if (hex === undefined) continue; // $D date, $n bigint, $K form data, $T … carry no part
        const id = parseInt(hex, 16);
        if (!jsonKinds.has(kind!)) {
          if (parts.get(String(id)) === null) return false;
        } else if (!load(id) || (path && !walk(json.get(id), path))) {
          return false;
        }
      }
    }
  }
  return true;
}

/**
 * Whether the body of a server action (a request with `Next-Action`) is one that Next.js fails on.
 * `form` is the parsed multipart body, `text` the body of any other type.
 */
export function isUnreadableActionBody(body: { form: FormData } | { text: string }) {
  if (process.env.NEXT_WORKAROUNDS === 'off') return false;
  if ('form' in body) return !readable(body.form);
  return !readable({ get: (name) => (name === '0' ? body.text : null) });
}
