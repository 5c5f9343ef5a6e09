// Sums the Jest and Playwright JSON reports of every leg, plus the failed non-test steps given as
// the second argument, into one closing line: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const reports = readdirSync(dir).filter((file) => file.endsWith('.json'));
const count = {
  jest: (r) => [r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites],
  playwright: (r) => [
    r.stats.expected,
    r.stats.unexpected + r.stats.flaky + (r.errors?.length ?? 0),
  ],
};

let passed = 0;
let failed = Number(process.argv[3] ?? 0);
if (failed) console.log(`failed checks or builds: ${failed}`);
for (const leg of new Set(reports.map((file) => file.split('-')[0]))) {
  for (const kind of Object.keys(count)) {
    const file = `${leg}-${kind}.json`;
    if (!reports.includes(file)) {
      failed += 1;
      console.log(`${leg} ${kind}: report missing, the tests did not run`);
      continue;
    }
    const [p, f] = count[kind](JSON.parse(readFileSync(join(dir, file), 'utf8')));
    console.log(`${leg} ${kind}: passed ${p}, failed ${f}`);
    passed += p;
    failed += f;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
