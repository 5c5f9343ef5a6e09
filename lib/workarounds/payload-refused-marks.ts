/** A field as Payload's form state holds it (`FormState[path]`), as far as the marks go. */
export type MarkedField = { value?: unknown; valid?: boolean; errorMessage?: string };

/** A field the server refused: its message, and the value it refused. */
export type RefusedField = { message: string; value: unknown };

/** What the repair remembers between two states of the form: */
export type RefusedMarks = {
  /** the fields refused, as long as their values are the refused ones; */
  refused: ReadonlyMap<string, RefusedField>;
  /** the fields marked in the last state. */
  marked: ReadonlySet<string>;
};

/** Nothing refused, nothing marked: a form as it opens. */
export const noRefusedMarks: RefusedMarks = { refused: new Map(), marked: new Set() };

/**
 * Workaround for Payload 3.90.1's document form (@payloadcms/ui, `Form`) unmarking the fields a
 * save was refused for. Each change of a field asks the server for the form's state 250 ms later,
 * without validation until the form has been submitted, and merges the answer into the fields when
 * it arrives, whenever that is: when that answer comes after the refused save's (the owner clicked
 * "Änderungen veröffentlichen" right after typing, on a busy server), it sets every field valid
 * again and the marks and messages vanish; only the toast says which fields were wrong. Seen on CI
 * (2 of 3 full runs, 2026-12-07), made certain in e2e/backend.spec.ts by holding that answer back.
 * Not reported upstream; payloadcms/payload's main of 2026-08-21 (4.0.0-canary.14) still merges
 * the answer unguarded (`executeOnChange`). @payloadcms/ui ships the form in one minified bundle,
 * so the repair runs beside it (lib/cms/components/KeepRefusedMarks.tsx): a field the server
 * refused keeps its mark until its value changes or a save succeeds. Let it go when the canary in
 * payload-refused-marks.test.ts fails and e2e/backend.spec.ts passes without the component.
 */
export function refusedMarks(
  { refused, marked }: RefusedMarks,
  fields: Readonly<Record<string, MarkedField>>,
): RefusedMarks & { lost: { path: string; message: string }[] } {
  const next = { refused: new Map<string, RefusedField>(), marked: new Set<string>() };
  const lost: { path: string; message: string }[] = [];
  for (const [path, field] of Object.entries(fields)) {
    const kept = refused.get(path);
    if (field.valid === false && field.errorMessage) {
      next.marked.add(path);
      // A mark that appears is recorded with the value it is for; a field typed into while its
      // mark still shows is Payload's to judge again.
      const mark = marked.has(path) ? kept : { message: field.errorMessage, value: field.value };
      if (mark && sameValue(mark.value, field.value)) next.refused.set(path, mark);
    } else if (kept && sameValue(kept.value, field.value)) {
      next.refused.set(path, kept);
      lost.push({ path, message: kept.message });
    }
  }
  return { ...next, lost };
}

/** Whether the owner left a field as it was refused (form values are JSON: compared as such). */
const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
