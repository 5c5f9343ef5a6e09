import { STYLE_HASHES_PLACEHOLDER, compiledStyleHashes, withStyleHashes } from './build-hashes.mjs';

const styles = ["'sha256-grid+/Columns='", "'sha256-layoutCss0123456789='"];

/** A compiled middleware as the bundler writes it: `process.env.CSP_STYLE_HASHES` became a string. */
const compiled = (quote: string) =>
  `const hashes = compiledStyleHashes(${quote}${STYLE_HASHES_PLACEHOLDER}${quote}); export { hashes };`;

/** The string the compiled code passes to `compiledStyleHashes`. */
const passed = (code: string) =>
  new Function(`return ${/\((['"`][^'"`]*['"`])\)/.exec(code)![1]}`)();

test('the build’s hashes replace the placeholder in any string literal, and the middleware reads them back', () => {
  for (const quote of ['"', "'", '`']) {
    const patched = withStyleHashes(compiled(quote), styles);
    expect(patched.replaced).toBe(1);
    expect(patched.code).not.toContain(STYLE_HASHES_PLACEHOLDER);
    expect(compiledStyleHashes(passed(patched.code))).toEqual(styles);
  }
});

test('without the build’s last step (npm run dev, a bare next build) the middleware has no hashes', () => {
  expect(compiledStyleHashes(passed(compiled('"')))).toBeNull();
  expect(compiledStyleHashes(undefined)).toBeNull();
});

test('a file without the placeholder is left as it is, and says so', () => {
  expect(withStyleHashes('export {};', styles)).toEqual({ code: 'export {};', replaced: 0 });
});

test('only hash sources are written into code', () => {
  expect(() => withStyleHashes(compiled('"'), ["'unsafe-inline'"])).toThrow();
  expect(() => withStyleHashes(compiled('"'), ['\'sha256-a"+alert(1)+"\''])).toThrow();
  expect(() => withStyleHashes(compiled('"'), [])).toThrow();
});
