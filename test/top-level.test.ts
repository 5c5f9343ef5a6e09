/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './source-files';

/*
 * The brief's design card (shared/spec/design-card.md, binding) names the project's top-level
 * files and folders. A requirement is not edited to fit the code: this list is the card's own line.
 */
const briefTopLevel =
  'package.json, next.config.mjs, tsconfig.json, app, components, messages, middleware.ts, e2e, public';

describe("the brief's top level", () => {
  it.each(briefTopLevel.split(', '))('%s exists', (name) => {
    expect(existsSync(join(root, name))).toBe(true);
  });

  it("is what docs/decisions.md states as the brief's requirement", () => {
    const decisions = readFileSync(join(root, 'docs', 'decisions.md'), 'utf8');
    const stated = /\*\*Top level:\*\* ([^;]+);/.exec(decisions.replace(/\s+/g, ' '))![1]!;
    expect(stated.replace(/`/g, '').replace(/\/(?=,|$)/g, '')).toBe(briefTopLevel);
  });
});
