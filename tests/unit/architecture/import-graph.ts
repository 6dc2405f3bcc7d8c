// The repository's import graph, read from the real files with TypeScript's parser: every static
// import and re-export, every `import()`, and whether the import is erased at build time (types only).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** Importing file, relative to the root, with forward slashes. */
  from: string;
  /** The specifier as written. */
  spec: string;
  /** The file it resolves to (relative to the root), or null for a package or Node builtin. */
  to: string | null;
  /** Erased when bundled: `import type`, `export type`, or every named binding marked `type`. */
  typeOnly: boolean;
  line: number;
}

const SKIP = new Set(['node_modules', 'dist', '.git', '.cache', 'tmp']);

export function sourceFiles(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((e) =>
    SKIP.has(e.name)
      ? []
      : e.isDirectory()
        ? sourceFiles(root, `${dir}/${e.name}`)
        : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')
          ? [`${dir}/${e.name}`]
          : [],
  );
}

function typeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './x.ts'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly);
}

function typeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
}

/** The imports of one file's text (`file` is its path relative to `root`). */
export function importsOf(root: string, file: string, text: string): ImportEdge[] {
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edges: ImportEdge[] = [];
  const add = (spec: string, typeOnly: boolean, node: ts.Node) => {
    let to: string | null = null;
    if (spec.startsWith('.'))
      to = relative(root, resolve(root, dirname(file), spec))
        .split('\\')
        .join('/');
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    edges.push({ from: file, spec, to, typeOnly, line });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
      add(node.moduleSpecifier.text, typeOnlyImport(node), node);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      add(node.moduleSpecifier.text, typeOnlyExport(node), node);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      add(node.arguments[0].text, false, node);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      add(node.argument.literal.text, true, node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return edges;
}

/** Every import of every .ts/.tsx file under the given top-level folders (and single files). */
/** Every folder of the repository's own code, top level, in no particular order. */
export const CODE_ROOTS = [
  'cli.ts',
  'cli',
  'schema',
  'engine',
  'states',
  'i18n',
  'api',
  'browser',
  'generator',
  'pipeline',
] as const;

export function importGraph(root: string, dirs: readonly string[]): ImportEdge[] {
  return dirs.flatMap((d) =>
    (d.endsWith('.ts') ? [d] : sourceFiles(root, d)).flatMap((f) =>
      importsOf(root, f, readFileSync(join(root, f), 'utf8')),
    ),
  );
}

export const show = (e: ImportEdge): string => `${e.from}:${e.line} → ${e.spec}${e.typeOnly ? ' (type)' : ''}`;
