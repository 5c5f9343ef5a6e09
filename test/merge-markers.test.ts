/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectFiles, root } from './source-files';

/*
 * No file keeps the markers of a merge conflict. Prettier does not refuse them in Markdown: it
 * turns `>>>>>>> commit` into a quote of `> > > > > > > commit`, which then reads as text.
 */
const textFiles = projectFiles.filter((file) =>
  /\.(ts|tsx|js|mjs|cjs|json|md|css|sh|ya?ml)$/.test(file),
);
// The three markers (and diff3's base marker), and Prettier's quote of the last one.
const marker = /^(<{7} |>{7} |\|{7}( |$)|={7}$|(> ){7})/m;

it('no file holds a merge conflict marker', () => {
  expect(textFiles.filter((file) => marker.test(readFileSync(join(root, file), 'utf8')))).toEqual(
    [],
  );
});
