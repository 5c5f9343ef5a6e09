/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectFiles, root } from './source-files';

/*
 * The public site sets its text in the sizes of one type scale, the `--text-*` properties of
 * app/(site)/globals.css: a size of its own in a component drifts from the scale (there were eight,
 * from 0.8 to 1.75 rem), and each size of a face costs the first layout a font lookup
 * (docs/decisions.md#the-first-layouts-lookups). The owner's backend (app/(payload)/) styles
 * Payload's screens and keeps its own sizes.
 */
const globals = 'app/(site)/globals.css';
const siteCss = projectFiles.filter(
  (file) => /^(app|components)\/.*\.css$/.test(file) && !file.startsWith('app/(payload)/'),
);
const read = (file: string) => readFileSync(join(root, file), 'utf8');
// The scale: the `--text-*` properties whose value is a size (not `--text-muted`, a colour).
const scale = [...read(globals).matchAll(/^\s*(--text-[\w-]+):\s*(?:clamp\(|[\d.]+rem)/gm)].map(
  ([, name]) => name!,
);

/** Every `font-size` and `font` declaration of a file (over several lines too), with its line. */
const fontDeclarations = (file: string) => {
  const css = read(file).replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...css.matchAll(/(?<=^|[;{\s])(font(?:-size)?)\s*:\s*([^;{}]*)/g)].map((match) => ({
    line: css.slice(0, match.index).split('\n').length,
    property: match[1]!,
    value: match[2]!.replace(/\s+/g, ' ').trim(),
  }));
};

/**
 * A size the scale does not name: a number with a unit, a keyword, a system font, a calculation,
 * or a custom property other than the scale's (a `font` may also name a weight, a family and a line
 * height by theirs). A line height after the size's slash is no size.
 */
const lineHeight = /\/\s*(var\([^)]*\)|[\d.]+[a-z%]*|normal)/gi;
const length = /(?<![\w-])[\d.]+[a-z%]+/i;
const keyword = /(?<![\w-])(x*-?small|medium|x*-?large|smaller|larger|math)(?![\w-])/;
const systemFont = /^(caption|icon|menu|message-box|small-caption|status-bar)$/;
const otherParts = /^--(weight|font|leading)-/;
const offScale = (value: string) => {
  const size = value.replace(lineHeight, '');
  const names = [...size.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!);
  return (
    length.test(size) ||
    keyword.test(size) ||
    systemFont.test(size) ||
    size.includes('calc(') ||
    names.some((name) => !scale.includes(name) && !otherParts.test(name))
  );
};

describe('the type scale', () => {
  it('is defined in the global stylesheet', () => {
    expect(scale).toEqual(
      expect.arrayContaining(['--text-xs', '--text-sm', '--text-base', '--text-lg']),
    );
  });

  it('finds a size of its own', () => {
    expect(offScale('0.875rem')).toBe(true);
    expect(offScale('clamp(1.75rem, 5vw, 2.75rem)')).toBe(true);
    expect(offScale('600 0.95rem/1 system-ui, sans-serif')).toBe(true);
    expect(offScale('var(--text-huge)')).toBe(true);
    expect(offScale('90%')).toBe(true);
    expect(offScale('x-small')).toBe(true);
    expect(offScale('var(--space-m)')).toBe(true);
    expect(offScale('var(--text-muted)')).toBe(true);
    expect(offScale('calc(var(--text-sm) * 0.9)')).toBe(true);
    expect(offScale('2cqi')).toBe(true);
    expect(offScale('caption')).toBe(true);
    expect(offScale('var(--text-sm)')).toBe(false);
    expect(offScale('var(--weight-semibold) var(--text-sm) / 1 var(--font-sans)')).toBe(false);
    expect(offScale('inherit')).toBe(false);
    expect(offScale('600 var(--text-sm) / 24px var(--font-sans)')).toBe(false);
    expect(offScale('small-caps 600 var(--text-sm) var(--font-sans)')).toBe(false);
    expect(offScale('var(--weight-medium) var(--text-sm)/1.5em var(--font-sans)')).toBe(false);
  });

  it.each(siteCss)('sets every size of %s', (file) => {
    expect(fontDeclarations(file).filter(({ value }) => offScale(value))).toEqual([]);
  });
});
