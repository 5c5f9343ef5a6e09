import type { AfterErrorHook } from 'payload';

/** One field's problem, as Payload's `ValidationError` carries it in `data.errors`. */
type FieldProblem = { path: string; message: string };

const isFieldProblem = (problem: unknown): problem is FieldProblem =>
  typeof (problem as FieldProblem | null)?.path === 'string' &&
  typeof (problem as FieldProblem | null)?.message === 'string';

/** The field problems an error carries (Payload's `ValidationError`), or none. */
function fieldProblems(error: Error): FieldProblem[] | undefined {
  const { status, data, isPublic } = error as Error & {
    status?: unknown;
    data?: { errors?: unknown };
    isPublic?: boolean;
  };
  const problems = data?.errors;
  // An error Payload keeps to itself stays hidden, whatever it carries.
  if (isPublic === false) return undefined;
  return status === 400 && Array.isArray(problems) && problems.every(isFieldProblem)
    ? problems
    : undefined;
}

/**
 * Workaround for Payload 3.90.1 answering a save with invalid fields without naming the fields,
 * in this build: `{"errors":[{"message":"Die folgenden Felder sind nicht korrekt: Titel, …"}]}`.
 * The owner then saw the problem only in a toast that vanishes, and no field marked in red with its
 * message below it. Payload formats the answer with `instanceof ValidationError`
 * (`formatErrors`), but the server holds two copies of Payload: the instance that
 * instrumentation.ts starts (lib/cms/init.ts) and that every route reuses throws the class of
 * its own bundle, and the API route's `formatErrors`, from the route's bundle, does not know it.
 * (Payload once compared the error's name: payloadcms/payload#7140, closed.) This hook gives the
 * answer Payload's own shape again, with the field paths the form marks the fields by. Let it go
 * when the canary in e2e/workarounds.spec.ts fails, i.e. when a server with NEXT_WORKAROUNDS=off
 * names the fields by itself.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  if (process.env.NEXT_WORKAROUNDS === 'off') return;
  const problems = fieldProblems(error);
  // Payload recognised the error itself: its answer names the fields already.
  if (!problems || result?.errors.some((item) => item.data)) return;
  const { data } = error as Error & { data: Record<string, unknown> };
  return { response: { errors: [{ name: 'ValidationError', data, message: error.message }] } };
};
