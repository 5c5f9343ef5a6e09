import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
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

export function parse(file: string) {
  return ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** Module names a file imports or re-exports (type-only imports included). */
export function importsOf(file: string): string[] {
  return parse(file)
    .statements.filter(
      (node): node is ts.ImportDeclaration | ts.ExportDeclaration =>
        ts.isImportDeclaration(node) || ts.isExportDeclaration(node),
    )
    .map((node) => node.moduleSpecifier)
    .filter(
      (specifier): specifier is ts.StringLiteral => !!specifier && ts.isStringLiteral(specifier),
    )
    .map((specifier) => specifier.text);
}

const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The project file an import names (`@/…` or relative), or undefined for packages. */
export function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(root, dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  const found = extensions
    .map((ext) => base + ext)
    .find((path) => existsSync(path) && statSync(path).isFile());
  return found && relative(root, found);
}
