import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** The project's root folder. */
export const root = join(__dirname, '..');

/** Every file of the project that git knows or would add (tracked and not ignored), relative to root. */
export const projectFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));

export const isCode = (file: string) => /\.(ts|tsx|js|mjs|cjs)$/.test(file);

const read = (file: string) => readFileSync(join(root, file), 'utf8');

export function parse(file: string, text = read(file)) {
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/**
 * Module names a file imports or re-exports, type-only imports included, and those it loads with
 * `import('…')` anywhere in its code (a dynamic import is an edge of the graph too).
 */
export function importsOf(file: string, text?: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const specifier =
      ts.isImportDeclaration(node) || ts.isExportDeclaration(node)
        ? node.moduleSpecifier
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? node.arguments[0]
          : undefined;
    if (specifier && ts.isStringLiteralLike(specifier)) found.push(specifier.text);
    ts.forEachChild(node, visit);
  };
  visit(parse(file, text));
  return found;
}

/** tsconfig.json's path aliases (`compilerOptions.paths`), relative to the root. */
const aliases = Object.entries(
  (ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config?.compilerOptions?.paths ??
    {}) as Record<string, string[]>,
).map(([pattern, targets]) => {
  const [prefix, suffix] = pattern.split('*') as [string, string?];
  return { prefix, suffix, targets };
});

/**
 * The paths an aliased module name stands for, as TypeScript picks them: an exact alias
 * (`@payload-config`) before a wildcard one (`@/*`), of those the longest prefix.
 */
function unaliased(specifier: string): string[] | undefined {
  const matching = aliases.filter(({ prefix, suffix }) =>
    suffix === undefined
      ? specifier === prefix
      : specifier.length >= prefix.length + suffix.length &&
        specifier.startsWith(prefix) &&
        specifier.endsWith(suffix),
  );
  const best = matching.sort(
    (a, b) =>
      Number(a.suffix !== undefined) - Number(b.suffix !== undefined) ||
      b.prefix.length - a.prefix.length,
  )[0];
  if (!best) return undefined;
  const { prefix, suffix, targets } = best;
  const star = specifier.slice(prefix.length, specifier.length - (suffix?.length ?? 0));
  return targets.map((target) => join(root, target.replace('*', star)));
}

const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/**
 * The project file an import names (relative, or through an alias of tsconfig.json's `paths`), or
 * undefined for packages. `isFile` tells whether a path (relative to root) is a file.
 */
export function resolveImport(
  from: string,
  specifier: string,
  isFile: (path: string) => boolean,
): string | undefined {
  const bases = specifier.startsWith('.')
    ? [join(root, dirname(from), specifier)]
    : (unaliased(specifier) ?? []);
  return bases
    .flatMap((base) => extensions.map((ext) => relative(root, base + ext)))
    .find((path) => isFile(path));
}
