/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { root } from './source-files';

/*
 * Commit subjects hold at most 72 characters, the detail goes in the body (docs/architecture.md#names-and-layers).
 * History is not rewritten: the check starts after the last commit made before it existed.
 */
const checkedAfter = '28b8721';
const longest = 72;

test('every commit subject since the check began has at most 72 characters', () => {
  const log = execFileSync('git', ['log', '--format=%h %s', `${checkedAfter}..HEAD`], {
    cwd: root,
    encoding: 'utf8',
  });
  const tooLong = log
    .split('\n')
    .filter(Boolean)
    .map((line) => ({
      hash: line.slice(0, line.indexOf(' ')),
      subject: line.slice(line.indexOf(' ') + 1),
    }))
    .filter(({ subject }) => [...subject].length > longest)
    .map(({ hash, subject }) => `${hash} (${[...subject].length}): ${subject}`);
  expect(tooLong).toEqual([]);
});
