// Sums the Jest and Playwright JSON reports of every leg, plus the failed non-test steps given as
// the second argument, into one closing line: "N passed, N failed". Above it, each failed test is
// named with the first line of its error, so the end of a CI log says what to look at.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const reports = readdirSync(dir).filter((file) => file.endsWith('.json'));
const firstLine = (text = '') =>
  // without the terminal colours of error texts
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

function* playwrightFailures(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === 'expected' || test.status === 'skipped') continue;
      const error = test.results.flatMap((result) => result.errors ?? [])[0];
      yield `${spec.file}:${spec.line} › ${spec.title} (${test.status}): ${firstLine(error?.message)}`;
    }
  }
  for (const child of suite.suites ?? []) yield* playwrightFailures(child);
}

const kinds = {
  jest: (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
    names: r.testResults.flatMap((file) => [
      ...(file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')
        ? [`${file.name}: ${firstLine(file.message)}`]
        : []),
      ...file.assertionResults
        .filter((a) => a.status === 'failed')
        .map((a) => `${a.fullName}: ${firstLine(a.failureMessages[0])}`),
    ]),
  }),
  playwright: (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky + (r.errors?.length ?? 0),
    names: [
      ...r.suites.flatMap((suite) => [...playwrightFailures(suite)]),
      ...(r.errors ?? []).map((error) => `outside any test: ${firstLine(error.message)}`),
    ],
  }),
};

let passed = 0;
let failed = Number(process.argv[3] ?? 0);
if (failed) console.log(`failed checks or builds: ${failed}`);
for (const leg of new Set(reports.map((file) => file.split('-')[0]))) {
  for (const [kind, read] of Object.entries(kinds)) {
    const file = `${leg}-${kind}.json`;
    if (!reports.includes(file)) {
      failed += 1;
      console.log(`${leg} ${kind}: report missing, the tests did not run`);
      continue;
    }
    const report = read(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    console.log(`${leg} ${kind}: passed ${report.passed}, failed ${report.failed}`);
    for (const name of report.names) console.log(`  ✘ ${name}`);
    passed += report.passed;
    failed += report.failed;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
