// The source registry (pipeline/registry/) is the one list of kinds of source: these tests hold
// what the loader, the planner and the incremental imports take on trust from its entries.
import { describe, expect, it } from 'vitest';
import { KINDS, KIND_IDS, OUTPUTS, OWNED_DIRS, affectedBy } from '../../../pipeline/registry/index.ts';
import { loadSources } from '../../../pipeline/registry/load.ts';
import { kindsFor, outputsFor, planFiles } from '../../../pipeline/registry/plan.ts';
import { generatedDataFrom } from '../../../pipeline/shared/generated-data.ts';
import { siteDataFrom } from '../../../generator/data.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { REPO } from './helpers.ts';
import { contentText } from '../../../pipeline/shared/utf8-bytes.ts';

async function planRealSources() {
  const s = await loadSources(REPO);
  if (!s.ok) throw new Error(s.errors.map(formatIssue).join('\n'));
  const planned = await planFiles(s.value, { root: REPO });
  if (!planned.ok) throw new Error(planned.errors.map(formatIssue).join('\n'));
  return { sources: s.value, files: planned.value.files };
}

// The real sources planned once for the file: every test reads the same plan, none changes it.
let realPlan: ReturnType<typeof planRealSources> | undefined;
const fullPlan = () => (realPlan ??= planRealSources());

describe('the source registry', () => {
  it('lists each kind after every kind its checks read, so one pass in order reads them all', () => {
    const late = KIND_IDS.flatMap((k, i) =>
      KINDS[k].reads.filter((r) => KIND_IDS.indexOf(r) < 0 || KIND_IDS.indexOf(r) >= i).map((r) => `${k} reads ${r}`),
    );
    expect(late).toEqual([]);
  });

  it('names only kinds it holds in every output and check', () => {
    const unknown = [
      ...OUTPUTS.flatMap((o) => o.entry.from.filter((k) => !KIND_IDS.includes(k)).map((k) => `${o.entry.path}: ${k}`)),
      ...KIND_IDS.flatMap((k) => (KINDS[k].checks ?? []).flatMap((c) => c.from.filter((f) => !KIND_IDS.includes(f)))),
    ];
    expect(unknown).toEqual([]);
  });

  it('owns the folders rates emit cleans, derived from the outputs', () => {
    expect([...OWNED_DIRS].sort()).toEqual(
      ['config', 'constants', 'content', 'facts', 'history', 'nyc', 'rates', 'schema', 'units', 'zips'].map(
        (d) => `generated/${d}`,
      ),
    );
  });

  it('a unit change reaches its cross-checks and only the outputs made from them', () => {
    // The ZIP tables join each district to the units' ids, so a unit change re-plans them too.
    expect([...affectedBy(['units'])].sort()).toEqual(['localExemptions', 'units', 'zips']);
    expect(outputsFor(['units']).map((e) => e.path)).toEqual([
      'generated/rates/tx.json',
      'generated/units/<state>.json',
      'generated/diffs/tx-units-<from>-<to>.md|json',
      'generated/zips/<state>.json',
    ]);
    // The unit import reads neither the county search's ZIP tables, the configs nor the facts.
    const read = kindsFor(['units']);
    for (const k of ['zipCounties', 'allZips', 'configs', 'facts'] as const) expect(read.has(k)).toBe(false);
  });

  it('plans each file from exactly one output family, one whose path pattern owns it', async () => {
    const { files } = await fullPlan();
    const owners = [...files.keys()].map((p) => [p, OUTPUTS.filter((o) => o.entry.owns.test(p)).length] as const);
    expect(owners.filter(([, n]) => n !== 1)).toEqual([]);
    expect(files.size).toBeGreaterThan(40);
  }, 120_000);

  it('writes each file as the output schema its entry names', async () => {
    const { files } = await fullPlan();
    const bad: string[] = [];
    let parsed = 0;
    for (const [path, text] of files) {
      const schema = OUTPUTS.find((o) => o.entry.owns.test(path))?.entry.schema;
      if (!schema) continue;
      const r = schema.safeParse(JSON.parse(contentText(text)));
      parsed++;
      if (!r.success) bad.push(`${path}: ${r.error.issues[0]?.message}`);
    }
    expect(bad).toEqual([]);
    expect(parsed).toBeGreaterThan(20);
  }, 120_000);

  it('gives the pages (or `rates zip`) every data file it plans (a new kind whose file no reader reads fails here)', async () => {
    const { files } = await fullPlan();
    const asked = new Set<string>();
    const gen = generatedDataFrom((file) => {
      asked.add(file);
      const content = files.get(file);
      return content === undefined ? undefined : contentText(content);
    });
    siteDataFrom(gen);
    // generated/zips/ is read by `rates zip` (cli/zip-lookup.ts) through the same reader; the pages do not read it yet.
    for (const state of ['tx', 'ny', 'fl', 'ca'] as const) expect(gen.zips(state)?.state).toBe(state);
    const data = [...files.keys()].filter(
      (p) => !p.startsWith('generated/diffs/') && !p.startsWith('generated/schema/'),
    );
    expect(data.filter((p) => !asked.has(p))).toEqual([]);
  }, 120_000);

  it('refuses a planner that reads a kind it did not declare', async () => {
    const { sources } = await fullPlan();
    const partial = await loadSources(REPO, { only: ['national'] });
    if (!partial.ok) throw new Error('national does not load');
    expect(() => partial.value.units).toThrow(/reads the source kind units without declaring it/);
    expect(Object.keys(sources.units)).toEqual(['tx', 'ca', 'fl', 'ny']);
  }, 120_000);
});
