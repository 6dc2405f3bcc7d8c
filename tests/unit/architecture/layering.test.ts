// The drawn architecture (docs/design.md) as rules over the real import graph. newcomer.test.ts holds
// the order of the folders as a whole; these are the finer rules inside it:
// - what runs in the browser or renders a page (engine/, states/, i18n/, api/, browser/,
//   generator/pages/) never imports pipeline/, not even for types; the shapes both use live in schema/;
// - engine/ imports only itself and schema/; schema/ imports only itself and zod;
// - states/ imports only itself, engine/ and schema/: data and the engine side, no React, no words, no Node;
// - browser/ never imports generator/: pages are built from components, not the other way;
// - those same folders take values from schema/ only where no zod is behind them (the browser bundles
//   stay free of zod); types come from anywhere in schema/, erased when bundled;
// - pipeline/ stages import one way, each only from the stages before it (PIPELINE_STAGES);
// - pipeline/ reaches outside itself only for the engines, states, words and guide catalogue it checks
//   sources against (PIPELINE_USES), and types of the API; never the browser code or the generator.
// Each rule is also run against imports written to break it, so the test can be seen to fail.
import { describe, expect, it } from 'vitest';
import { CODE_ROOTS, type ImportEdge, importGraph, importsOf, show } from './import-graph.ts';

const ROOT = process.cwd();

/** pipeline/ folders in the order data flows: each may import itself and the folders before it. */
const PIPELINE_STAGES = [
  'shared', // result.ts, paths.ts at pipeline/ and pipeline/shared/: formatting, the journal, the reader of generated/
  'ingest', // text → rows that remember their file and line
  'validate', // rows → typed records or every problem: one checker per kind of source
  'diff', // one table against another
  'emit', // pure transforms: validated sources → what the files of generated/ hold
  'registry', // one entry per kind of source (files, columns, cross-checks, outputs); read (load.ts), plan, write (emit.ts)
  'import', // a maintainer's new table in whole or not at all: read, derive, write
  'notify', // rate-change snapshot for the notify-me mails
  'seed', // one-time conversion of a folder of source data (named on the command line) into sources/
] as const;

/** What pipeline/ may take from outside itself and schema/, and why. */
const PIPELINE_USES: Record<string, string> = {
  engine: 'the engines and their types: a state config is checked by running its engine',
  i18n: 'words, place names and the {{placeholder}} syntax guide texts are checked against',
  'i18n/content': 'the guide catalogue and figure roots each site resolves its placeholders from',
  states: "each state's unit rules (how its tables read) and engine side, from the one registry",
  'states/estimate': 'the engine a state config is checked by running (validate/configs.ts)',
};

/** The folders that run in the browser or render a page: no pipeline/, no zod. */
const PAGE_SIDE = ['engine/', 'states/', 'i18n/', 'api/', 'browser/', 'generator/pages/'];

const within = (file: string | null | undefined, folders: readonly string[]) =>
  !!file && folders.some((f) => file.startsWith(f));

function stageOf(file: string): string {
  const parts = file.split('/');
  return parts.length === 2 ? 'shared' : parts[1]!;
}

/** Files of schema/ that import zod, directly or through another schema file. */
function zodBacked(edges: readonly ImportEdge[]): Set<string> {
  const out = new Set(
    edges.filter((e) => e.from.startsWith('schema/') && e.spec === 'zod' && !e.typeOnly).map((e) => e.from),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const e of edges)
      if (e.from.startsWith('schema/') && !e.typeOnly && e.to && out.has(e.to) && !out.has(e.from)) {
        out.add(e.from);
        grew = true;
      }
  }
  return out;
}

/** `zod`: the schema files with zod behind them, from the whole graph. */
function violations(edges: readonly ImportEdge[], zod: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const broke = (e: ImportEdge, rule: string) => found.push(`${show(e)}: ${rule}`);
  for (const e of edges) {
    const { from, to } = e;
    if (within(from, PAGE_SIDE)) {
      if (to?.startsWith('pipeline/'))
        broke(e, 'the page side never imports pipeline/ (shared shapes belong in schema/)');
      if (to?.startsWith('schema/') && !e.typeOnly && zod.has(to))
        broke(
          e,
          'the page side takes only types from a zod schema file (values only from zod-free files such as schema/codes.ts)',
        );
    }
    if (from.startsWith('engine/') && !within(to, ['engine/', 'schema/']))
      broke(e, 'engine/ imports only engine/ and schema/');
    if (from.startsWith('states/') && !within(to, ['states/', 'engine/', 'schema/']))
      broke(e, 'states/ imports only states/, engine/ and schema/');
    if (from.startsWith('browser/') && to?.startsWith('generator/'))
      broke(e, 'browser/ never imports generator/ (move what both need below the components)');
    if (from.startsWith('schema/') && !(to?.startsWith('schema/') || e.spec === 'zod'))
      broke(e, 'schema/ imports only schema/ and zod');
    if (from.startsWith('pipeline/') && to?.startsWith('pipeline/')) {
      const a = PIPELINE_STAGES.indexOf(stageOf(from) as (typeof PIPELINE_STAGES)[number]);
      const b = PIPELINE_STAGES.indexOf(stageOf(to) as (typeof PIPELINE_STAGES)[number]);
      if (a < 0) broke(e, `pipeline/${stageOf(from)} is not a stage in PIPELINE_STAGES`);
      else if (b < 0) broke(e, `pipeline/${stageOf(to)} is not a stage in PIPELINE_STAGES`);
      else if (b > a) broke(e, `pipeline/${stageOf(from)} comes before pipeline/${stageOf(to)} and may not import it`);
    }
    if (from.startsWith('pipeline/') && to && !within(to, ['pipeline/', 'schema/'])) {
      const allowed =
        Object.keys(PIPELINE_USES).some((f) => to.startsWith(`${f}/`)) || (e.typeOnly && to.startsWith('api/'));
      if (!allowed) broke(e, `pipeline/ takes from outside itself only ${Object.keys(PIPELINE_USES).join(', ')}`);
    }
  }
  return found;
}

const graph = importGraph(ROOT, CODE_ROOTS);
const zod = zodBacked(graph);

describe('the drawn architecture holds in the import graph', () => {
  it('reads the real files (the graph holds imports known to exist)', () => {
    const has = (from: string, to: string) => graph.some((e) => e.from === from && e.to === to);
    expect(graph.length).toBeGreaterThan(1000);
    expect(has('pipeline/registry/emit.ts', 'pipeline/registry/load.ts')).toBe(true);
    expect(has('pipeline/registry/kinds/units.ts', 'pipeline/validate/units.ts')).toBe(true);
    expect(has('engine/model.ts', 'schema/index.ts')).toBe(true);
    expect(graph.find((e) => e.from === 'engine/model.ts' && e.to === 'schema/index.ts')?.typeOnly).toBe(true);
    expect(zod.has('schema/rates.ts') && zod.has('schema/index.ts') && !zod.has('schema/codes.ts')).toBe(true);
  });

  it('every arrow is one the design draws', () => {
    expect(violations(graph, zod)).toEqual([]);
  });

  it('every pipeline/ folder is a named stage', () => {
    const folders = new Set(graph.filter((e) => e.from.startsWith('pipeline/')).map((e) => stageOf(e.from)));
    expect([...folders].filter((f) => !(PIPELINE_STAGES as readonly string[]).includes(f))).toEqual([]);
  });
});

describe('the rules catch imports written to break them', () => {
  const edgesOf = (file: string, text: string) => importsOf(ROOT, file, text);
  it.each([
    ['generator/pages/X.tsx', "import type { A } from '../../pipeline/emit/outputs.ts';", 'never imports pipeline/'],
    ['browser/components/X.ts', "const m = await import('../../pipeline/import/index.ts');", 'never imports pipeline/'],
    ['engine/X.ts', "import { formatCurrency } from '../i18n/format.ts';", 'engine/ imports only'],
    ['engine/tools/X.ts', "import { readFile } from 'node:fs/promises';", 'engine/ imports only'],
    ['states/xx/X.ts', "import { useState } from 'react';", 'states/ imports only'],
    ['states/xx/X.ts', "import { t } from '../../i18n/index.ts';", 'states/ imports only'],
    [
      'browser/components/charts/X.tsx',
      "import type { CountyCharts } from '../../../generator/pages/county-charts.ts';",
      'browser/ never imports generator/',
    ],
    [
      'browser/components/X.ts',
      "export { groupText } from '../../generator/pages/calculator-props.ts';",
      'never imports generator/',
    ],
    [
      'browser/components/X.ts',
      "import { stateRatesSchema } from '../../schema/rates.ts';",
      'takes only types from a zod',
    ],
    [
      'schema/X.ts',
      "import type { PageContext } from '../browser/components/page-context.ts';",
      'schema/ imports only',
    ],
    [
      'pipeline/validate/X.ts',
      "import { planOutputs } from '../emit/outputs.ts';",
      'pipeline/validate comes before pipeline/emit',
    ],
    ['pipeline/ingest/X.ts', "export { loadSources } from '../registry/load.ts';", 'comes before'],
    [
      'pipeline/emit/X.ts',
      "import type { Sources } from '../registry/index.ts';",
      'pipeline/emit comes before pipeline/registry',
    ],
    [
      'pipeline/validate/X.ts',
      "import { KINDS } from '../registry/index.ts';",
      'pipeline/validate comes before pipeline/registry',
    ],
    ['pipeline/shared/X.ts', "import { CONSTANT_SCOPES } from '../validate/constants.ts';", 'comes before'],
    [
      'pipeline/emit/X.ts',
      "import { Layout } from '../../browser/components/Layout.tsx';",
      'pipeline/ takes from outside',
    ],
    ['pipeline/import/X.ts', "import { buildSites } from '../../generator/index.ts';", 'pipeline/ takes from outside'],
    ['pipeline/newstage/X.ts', "import { ok } from '../result.ts';", 'is not a stage'],
  ])('%s: %s', (file, text, rule) => {
    const found = violations(edgesOf(file, text), zod);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(rule);
  });

  it('lets through what the design allows', () => {
    const ok = [
      ['engine/model.ts', "import type { StateConfig } from '../schema/index.ts';"],
      ['engine/model.ts', "import { STATE_CODES } from '../schema/codes.ts';"],
      ['states/xx/X.ts', "import { assembleBill } from '../../engine/bill.ts';"],
      ['states/estimate/X.ts', "import { STATES } from '../index.ts';"],
      ['i18n/X.ts', "import { STATES } from '../states/index.ts';"],
      ['generator/pages/X.tsx', "import { type StateRates } from '../../schema/rates.ts';"],
      ['pipeline/registry/X.ts', "import { checkUnits } from '../validate/units.ts';"],
      ['pipeline/registry/X.ts', "import { unitsFor } from '../emit/outputs.ts';"],
      ['pipeline/import/X.ts', "import { loadSources } from '../registry/load.ts';"],
      ['pipeline/validate/X.ts', "import { calculate } from '../../states/estimate/index.ts';"],
      ['generator/pages/X.tsx', "import { groupText } from '../../browser/components/group-text.ts';"],
      ['generator/X.tsx', "import { Layout } from '../browser/components/Layout.tsx';"],
      ['generator/X.ts', "import { readGenerated } from '../pipeline/shared/generated-data.ts';"],
      ['pipeline/notify/X.ts', "import type { ApiState } from '../../api/contract.ts';"],
    ] as const;
    expect(
      violations(
        ok.flatMap(([f, t]) => edgesOf(f, t)),
        zod,
      ),
    ).toEqual([]);
  });
});
