// The drawn architecture (docs/design.md) as rules over the real import graph:
// - site/ never imports pipeline/, not even for types; the shapes both use live in schema/;
// - site/calc imports only itself and schema/; schema/ imports only itself and zod;
// - site/states (the state modules) imports only itself, site/calc and schema/: data and the
//   engine side, no React, no words, no Node;
// - site/components never imports site/pages: pages are built from components, not the other way;
//   what both need (types, small helpers) lives at or below components;
// - site/ takes values from schema/ only where no zod is behind them (the browser bundles stay
//   free of zod); types come from anywhere in schema/, erased when bundled;
// - pipeline/ stages import one way, each only from the stages before it (PIPELINE_STAGES);
// - outside build/ (which renders the pages), pipeline/ reaches into site/ only for the engines,
//   words and guide catalogue it checks sources against (PIPELINE_SITE_USES), and types of the API.
// Each rule is also run against imports written to break it, so the test can be seen to fail.
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importGraph, importsOf, show } from './import-graph.ts';

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
  'build', // generated/ → dist/
  'serve', // the local web server for dist/
  'notify', // rate-change snapshot for the notify-me mails
  'seed', // one-time conversion of a folder of source data (named on the command line) into sources/
] as const;

/** What pipeline/ (outside build/) may take from site/, and why. */
const PIPELINE_SITE_USES: Record<string, string> = {
  'site/calc': 'the engines and their types: a state config is checked by running its engine',
  'site/i18n': 'words, place names and the {{placeholder}} syntax guide texts are checked against',
  'site/content': 'the guide catalogue and figure roots each site resolves its placeholders from',
  'site/states': "each state's unit rules (how its tables read) and engine side, from the one registry",
  'site/estimate': 'the engine a state config is checked by running (validate/configs.ts)',
};

const top = (file: string, depth: number) => file.split('/').slice(0, depth).join('/');

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
    if (from.startsWith('site/')) {
      if (to?.startsWith('pipeline/')) broke(e, 'site/ never imports pipeline/ (shared shapes belong in schema/)');
      if (to?.startsWith('schema/') && !e.typeOnly && zod.has(to))
        broke(
          e,
          'site/ takes only types from a zod schema file (values only from zod-free files such as schema/codes.ts)',
        );
      if (from.startsWith('site/calc/') && !(to?.startsWith('site/calc/') || to?.startsWith('schema/')))
        broke(e, 'site/calc imports only site/calc and schema/');
      if (
        from.startsWith('site/states/') &&
        !(to?.startsWith('site/states/') || to?.startsWith('site/calc/') || to?.startsWith('schema/'))
      )
        broke(e, 'site/states imports only site/states, site/calc and schema/');
      if (from.startsWith('site/components/') && to?.startsWith('site/pages/'))
        broke(e, 'site/components never imports site/pages (move what both need below components)');
    }
    if (from.startsWith('schema/') && !(to?.startsWith('schema/') || e.spec === 'zod'))
      broke(e, 'schema/ imports only schema/ and zod');
    if (from.startsWith('pipeline/') && to?.startsWith('pipeline/')) {
      const a = PIPELINE_STAGES.indexOf(stageOf(from) as (typeof PIPELINE_STAGES)[number]);
      const b = PIPELINE_STAGES.indexOf(stageOf(to) as (typeof PIPELINE_STAGES)[number]);
      if (a < 0) broke(e, `pipeline/${stageOf(from)} is not a stage in PIPELINE_STAGES`);
      else if (b < 0) broke(e, `pipeline/${stageOf(to)} is not a stage in PIPELINE_STAGES`);
      else if (b > a) broke(e, `pipeline/${stageOf(from)} comes before pipeline/${stageOf(to)} and may not import it`);
    }
    if (from.startsWith('pipeline/') && stageOf(from) !== 'build' && to?.startsWith('site/')) {
      const allowed = Object.hasOwn(PIPELINE_SITE_USES, top(to, 2)) || (e.typeOnly && to.startsWith('site/api/'));
      if (!allowed)
        broke(e, `outside build/, pipeline/ takes from site/ only ${Object.keys(PIPELINE_SITE_USES).join(', ')}`);
    }
  }
  return found;
}

const graph = importGraph(ROOT, ['cli.ts', 'cli', 'schema', 'pipeline', 'site']);
const zod = zodBacked(graph);

describe('the drawn architecture holds in the import graph', () => {
  it('reads the real files (the graph holds imports known to exist)', () => {
    const has = (from: string, to: string) => graph.some((e) => e.from === from && e.to === to);
    expect(graph.length).toBeGreaterThan(1000);
    expect(has('pipeline/registry/emit.ts', 'pipeline/registry/load.ts')).toBe(true);
    expect(has('pipeline/registry/kinds/units.ts', 'pipeline/validate/units.ts')).toBe(true);
    expect(has('site/calc/model.ts', 'schema/index.ts')).toBe(true);
    expect(graph.find((e) => e.from === 'site/calc/model.ts' && e.to === 'schema/index.ts')?.typeOnly).toBe(true);
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
    ['site/pages/X.tsx', "import type { A } from '../../pipeline/emit/outputs.ts';", 'site/ never imports pipeline/'],
    [
      'site/components/X.ts',
      "const m = await import('../../pipeline/build/index.ts');",
      'site/ never imports pipeline/',
    ],
    ['site/calc/X.ts', "import { formatCurrency } from '../i18n/format.ts';", 'site/calc imports only'],
    ['site/calc/tools/X.ts', "import { readFile } from 'node:fs/promises';", 'site/calc imports only'],
    ['site/states/xx/X.ts', "import { useState } from 'react';", 'site/states imports only'],
    ['site/states/xx/X.ts', "import { t } from '../../i18n/index.ts';", 'site/states imports only'],
    [
      'site/components/charts/X.tsx',
      "import type { CountyCharts } from '../../pages/county-charts.ts';",
      'site/components never imports site/pages',
    ],
    ['site/components/X.ts', "export { groupText } from '../pages/calculator-props.ts';", 'never imports site/pages'],
    [
      'site/components/X.ts',
      "import { stateRatesSchema } from '../../schema/rates.ts';",
      'takes only types from a zod',
    ],
    ['schema/X.ts', "import type { PageContext } from '../site/components/page-context.ts';", 'schema/ imports only'],
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
    ['pipeline/build/X.ts', "import { serveSites } from '../serve/serve.ts';", 'comes before'],
    ['pipeline/emit/X.ts', "import { Layout } from '../../site/components/Layout.tsx';", 'outside build/'],
    ['pipeline/newstage/X.ts', "import { ok } from '../result.ts';", 'is not a stage'],
  ])('%s: %s', (file, text, rule) => {
    const found = violations(edgesOf(file, text), zod);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(rule);
  });

  it('lets through what the design allows', () => {
    const ok = [
      ['site/calc/model.ts', "import type { StateConfig } from '../../schema/index.ts';"],
      ['site/calc/model.ts', "import { STATE_CODES } from '../../schema/codes.ts';"],
      ['site/states/xx/X.ts', "import { assembleBill } from '../../calc/bill.ts';"],
      ['site/i18n/X.ts', "import { STATES } from '../states/index.ts';"],
      ['site/pages/X.tsx', "import { type StateRates } from '../../schema/rates.ts';"],
      ['pipeline/registry/X.ts', "import { checkUnits } from '../validate/units.ts';"],
      ['pipeline/registry/X.ts', "import { unitsFor } from '../emit/outputs.ts';"],
      ['pipeline/import/X.ts', "import { loadSources } from '../registry/load.ts';"],
      ['site/pages/X.tsx', "import { groupText } from '../components/group-text.ts';"],
      ['pipeline/build/X.tsx', "import { Layout } from '../../site/components/Layout.tsx';"],
      ['pipeline/notify/X.ts', "import type { ApiState } from '../../site/api/contract.ts';"],
    ] as const;
    expect(
      violations(
        ok.flatMap(([f, t]) => edgesOf(f, t)),
        zod,
      ),
    ).toEqual([]);
  });
});
