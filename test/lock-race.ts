/* Helpers of the migration-lock tests (lib/cms/migration-lock*.test.ts). */

export type Lock = <T>(run: () => Promise<T>) => Promise<T>;

/** Runs a "migration" under each lock at once; resolves to the order their steps happened in. */
export async function raceUnder(a: Lock, b: Lock = a) {
  const steps: string[] = [];
  const migration = (name: string) => async () => {
    steps.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    steps.push(`${name} ends`);
  };
  await Promise.all([a(migration('a')), b(migration('b'))]);
  return steps;
}

/** The two orders in which two migrations under one lock may run. */
export const oneAfterTheOther = [
  ['a starts', 'a ends', 'b starts', 'b ends'],
  ['b starts', 'b ends', 'a starts', 'a ends'],
];
