// A repository a newcomer can take over, held by the real files: no import cycle (types included), every
// import goes down the folders' order (no back edge), and the pages a newcomer reads first stay short.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_ROOTS, type ImportEdge, importGraph } from './import-graph.ts';

const ROOT = process.cwd();
const graph = importGraph(ROOT, [...CODE_ROOTS, 'bench']);

/** The folders from the bottom up: a folder imports only itself and the folders before it. */
const ORDER = [
  'schema', // shared shapes and code lists
  'engine', // the engines and their types
  'states', // one folder per state: its engine, rules, checks and page data
  'states/estimate', // the entry points that pick a state's engine from the registry: calculate, requests, buyer mode
  'i18n', // words, formatters, paths
  'browser/search',
  'browser/charts',
  'browser/events', // the DOM events islands announce
  'browser/report', // the words a result is shown with, and the report document the PDF and `calc` print
  'browser/analytics',
  'api', // the sign-up server
  'browser/components',
  'i18n/content',
  'generator/pages',
  'browser/client', // browser entry points
  'pipeline', // its stages keep their own order (layering.test.ts)
  'generator', // generated/ → dist/: the build, reading generated/ through pipeline/shared
  'generator/serve', // the web server for what the generator wrote
  'cli',
  'cli.ts',
  'tests',
  'bench', // times the CLI, the server and the browser harness
];

/** A file's folder: the longest entry of ORDER its path starts with. */
const folderOf = (file: string): string =>
  ORDER.filter((f) => file === f || file.startsWith(`${f}/`)).reduce((a, b) => (b.length > a.length ? b : a), '');

/** Strongly connected groups of more than one file (Tarjan), type-only imports included. */
export function cycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) if (e.to) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  let n = 0;
  const visit = (v: string): void => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = ''; w !== v;) {
      w = stack.pop()!;
      on.delete(w);
      group.push(w);
    }
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

export function backEdges(edges: readonly ImportEdge[]): string[] {
  return edges.flatMap((e) => {
    if (!e.to) return [];
    const a = ORDER.indexOf(folderOf(e.from));
    const b = ORDER.indexOf(folderOf(e.to));
    if (a < 0 || b < 0) return [`${e.from} → ${e.to}: a folder not in the order`];
    return b > a ? [`${e.from}:${e.line} → ${e.to}`] : [];
  });
}

const lines = (path: string): number => readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1;

describe('the import graph', () => {
  it('reads the real files', () => {
    expect(graph.length).toBeGreaterThan(1000);
  });

  it('has no import cycle, types included', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no back edge: every import goes down the folders', () => {
    expect(backEdges(graph)).toEqual([]);
  });

  it('catches a cycle and a back edge written to break them', () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, spec: to, typeOnly: true, line: 1 });
    expect(
      cycles([
        edge('generator/pages/a.ts', 'generator/pages/b.ts'),
        edge('generator/pages/b.ts', 'generator/pages/a.ts'),
      ]),
    ).toEqual([['generator/pages/a.ts', 'generator/pages/b.ts']]);
    expect(backEdges([edge('browser/analytics/x.ts', 'browser/components/Island.tsx')])).toEqual([
      'browser/analytics/x.ts:1 → browser/components/Island.tsx',
    ]);
  });
});

describe('what a newcomer reads first', () => {
  it('the README is at most 120 lines and docs/ holds the design and the cited requirements', () => {
    expect(lines('README.md')).toBeLessThanOrEqual(120);
    for (const doc of ['docs/design.md', 'docs/requirements.md', 'docs/glossary.md'])
      expect(existsSync(join(ROOT, doc)) && lines(doc) > 40, doc).toBe(true);
    // Every section of the spec the code cites can be looked up there.
    const requirements = readFileSync(join(ROOT, 'docs/requirements.md'), 'utf8');
    for (const section of [1, 2, 3, 4, 5, 7, 8, 9]) expect(requirements).toMatch(new RegExp(`^#+ §${section}\\b`, 'm'));
  });

  it('the calculator island and the calc command stay short', () => {
    expect(lines('browser/components/calculator/Calculator.tsx')).toBeLessThanOrEqual(200);
    expect(lines('cli/calc.ts')).toBeLessThanOrEqual(120);
    const dir = 'browser/components/calculator';
    const total = readdirSync(join(ROOT, dir)).reduce((s, f) => s + lines(`${dir}/${f}`), 0);
    expect(total).toBeLessThan(2832);
  });
});
