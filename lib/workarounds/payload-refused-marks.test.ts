/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { noRefusedMarks, refusedMarks, type MarkedField } from './payload-refused-marks';

// The canary. The workaround is needed while Payload's form merges the answer of each form-state
// request as soon as it arrives, whatever the form went through meanwhile: then e2e/backend.spec.ts
// fails without lib/cms/components/KeepRefusedMarks.tsx (seen on 2026-12-08). (Its canary cannot be
// a server with NEXT_WORKAROUNDS=off: without payload-field-errors.ts no field is marked at all.)
// When this fails, take the component out of lib/cms/config.ts and run that test.
test('Payload’s form still merges a form state’s answer whenever it arrives', () => {
  const clientBundle = readFileSync(
    join(process.cwd(), 'node_modules/@payloadcms/ui/dist/exports/client/index.js'),
    'utf8',
  );
  expect(clientBundle).toMatch(
    /for\(let \w+ of \w+\)\w+=await \w+\(\{formState:\w+\(\w+,\{excludeFiles:!0\}\),submitted:\w+\}\);\w+\(\{type:"MERGE_SERVER_STATE",prevStateRef:\w+,serverState:\w+\}\)/,
  );
});

// The form's fields as Payload's reducer leaves them after a refused save (ADD_SERVER_ERRORS), and
// after the late answer of a form state asked for without validation (MERGE_SERVER_STATE). The
// whole race runs in the built backend in e2e/backend.spec.ts.
const refusedSave: Record<string, MarkedField> = {
  title: { value: '', valid: false, errorMessage: 'Pflichtfeld' },
  'location.lat': { value: null, valid: false, errorMessage: 'Pflichtfeld' },
  summary: { value: 'Rote Felsen', valid: true },
};
const lateAnswer: Record<string, MarkedField> = {
  title: { value: '', valid: true },
  'location.lat': { value: null, valid: true },
  summary: { value: 'Rote Felsen', valid: true },
};

const after = (...states: Record<string, MarkedField>[]) =>
  states.reduce((memory, fields) => refusedMarks(memory, fields), refusedMarks(noRefusedMarks, {}));

test('fields the server refused are marked again when a late answer unmarks them unchanged', () => {
  expect(after(refusedSave, lateAnswer).lost).toEqual([
    { path: 'title', message: 'Pflichtfeld' },
    { path: 'location.lat', message: 'Pflichtfeld' },
  ]);
  // Marked again, they are kept; nothing more to repair.
  expect(after(refusedSave, lateAnswer, refusedSave).lost).toEqual([]);
  expect(after(refusedSave, lateAnswer, refusedSave, lateAnswer).lost).toHaveLength(2);
});

test('a field the owner changed since is left to Payload', () => {
  const typed = { ...lateAnswer, title: { value: 'Zion', valid: true } };
  expect(after(refusedSave, typed).lost).toEqual([
    { path: 'location.lat', message: 'Pflichtfeld' },
  ]);
  // Even when she types the refused value again: Payload validates it anew.
  expect(after(refusedSave, typed, lateAnswer).lost).toEqual([
    { path: 'location.lat', message: 'Pflichtfeld' },
  ]);
});

test('a field typed into while its mark still shows is left to Payload', () => {
  // Payload keeps the mark until its form state with the new value says otherwise.
  const typing = {
    ...refusedSave,
    title: { value: 'Zion', valid: false, errorMessage: 'Pflichtfeld' },
  };
  const checked = { ...lateAnswer, title: { value: 'Zion', valid: true } };
  expect(after(refusedSave, typing, checked).lost).toEqual([
    { path: 'location.lat', message: 'Pflichtfeld' },
  ]);
});

test('nothing is repaired in a form no save was refused for', () => {
  expect(after(lateAnswer, lateAnswer).lost).toEqual([]);
  expect(after(refusedSave, lateAnswer).refused.size).toBe(2);
  expect(after(lateAnswer).refused.size).toBe(0);
});
