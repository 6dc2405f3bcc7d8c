// Builds that never go stale (#19): for each kind of generated record, a change followed by an
// incremental build gives the same files as a cold build of the changed data. Small sites (a few
// counties each) keep it quick; the cold builds reuse the bundled assets, which no record changes.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataSources, loadSiteData, type SiteData, withSources } from '../../../generator/data.ts';
import { memoryEffects } from '../../../generator/effects.ts';
import { buildVariant } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import type { Variant } from '../../../schema/codes.ts';
import { smallSite } from './small-site.ts';

const root = process.cwd();
const full = loadSiteData(root);
const plan = sitePlan(root, { NODE_ENV: 'production' });
type Memory = ReturnType<typeof memoryEffects>;

const SAMPLES: Record<Exclude<Variant, 'hub'>, string[]> = {
  tx: ['bell', 'coryell', 'travis'],
  fl: ['alachua', 'marion', 'leon'],
  ny: ['albany', 'new-york', 'kings'],
  ca: ['alameda', 'los-angeles', 'orange'],
};
const HUB_STATES = ['DE', 'RI'];

// The files the data was read from, as loadSiteData gives them: a build takes a record's digest from the last build
// while its file is as it was (record-digests.ts). The samples keep the whole files' digests; a change names the files
// whose bytes it changes.
const sources = dataSources(full)!;

function sample(variant: Variant): SiteData {
  if (variant !== 'hub') return withSources(smallSite(full, variant, SAMPLES[variant]), sources);
  const small = structuredClone(full);
  small.national = small.national.filter((c) => HUB_STATES.includes(c.state));
  return withSources(small, sources);
}

/** `data` read from files of which `files` changed since the baseline was read. */
const changedIn = (data: SiteData, files: readonly string[], what: string): SiteData => {
  for (const file of files) expect(sources, `${what}: ${file} is a file the data is read from`).toHaveProperty([file]);
  return withSources(data, { ...sources, ...Object.fromEntries(files.map((f) => [f, `changed: ${what}`])) });
};

const copy = (fx: Memory): Memory => {
  const next = memoryEffects();
  for (const [k, v] of fx.files) next.files.set(k, v);
  return next;
};

/** A cold build's start: the previous build's bundled assets only (no page, no data file, no page records). */
function coldFrom(fx: Memory, variant: Variant): Memory {
  const out = plan[variant].outDir;
  const cachePath = join(out, '..', '.build-cache', `${variant}.json`);
  const next = memoryEffects();
  for (const [k, v] of fx.files) if (k.startsWith(`${out}/assets/`)) next.files.set(k, v);
  // The assets' record only: no page record, no data file's, no record digest.
  const {
    pages: _pages,
    files: _files,
    digests: _digests,
    ...cache
  } = JSON.parse(fx.read(cachePath)) as {
    pages: unknown;
    files?: unknown;
    digests?: unknown;
  };
  next.files.set(cachePath, JSON.stringify({ ...cache, pages: {} }));
  return next;
}

const texts = (fx: Memory, out: string): Record<string, string> =>
  Object.fromEntries(
    [...fx.files]
      .filter(([k]) => k.startsWith(`${out}/`))
      .map(([k, v]) => [relative(out, k), typeof v === 'string' ? v : Buffer.from(v).toString('base64')]),
  );

const county = (data: SiteData, state: 'tx' | 'fl' | 'ny' | 'ca', slug: string) =>
  data.states[state]!.counties.find((c) => c.slug === slug)!;

const CHANGES: { what: string; variant: Variant; files: string[]; change: (d: SiteData) => void }[] = [
  {
    what: 'a new Census survey row (the survey rate on a Texas county page)',
    files: ['generated/rates/us.json'],
    variant: 'tx',
    change: (d) => {
      const row = d.national.find((n) => n.fips === county(d, 'tx', 'bell').fips)!;
      row.effectiveRatePct = 1.5;
      row.sourceYear = '2021-2025';
    },
  },
  {
    what: 'a county rate',
    files: ['generated/rates/tx.json'],
    variant: 'tx',
    change: (d) => void (county(d, 'tx', 'coryell').ratePct += 0.01),
  },
  {
    what: "a taxing unit's rate",
    files: ['generated/units/tx.json'],
    variant: 'tx',
    change: (d) => {
      // Not a utility district: the guides' figures (the districts' median) stay as they were.
      const unit = d.units.tx!.counties[county(d, 'tx', 'bell').fips]!.find(
        (u) => u.ratePct !== null && u.districtType !== 'mud',
      )!;
      unit.ratePct = unit.ratePct! + 0.01;
    },
  },
  {
    what: "the utility districts' rates (the median the Texas guides cite)",
    files: ['generated/units/tx.json'],
    variant: 'tx',
    change: (d) => {
      const muds = Object.values(d.units.tx!.counties)
        .flat()
        .filter((u) => u.districtType === 'mud' && u.ratePct !== null);
      expect(muds.length, 'utility districts with a rate in the sample').toBeGreaterThan(0);
      for (const u of muds) u.ratePct = u.ratePct! + 0.05;
    },
  },
  {
    what: "a state's facts (the county office)",
    files: ['generated/facts/tx.json'],
    variant: 'tx',
    change: (d) => {
      const offices = d.facts.tx!.offices as { appraisalDistricts: Record<string, { name: string }> };
      offices.appraisalDistricts['48453']!.name = 'Travis Central Appraisal District (renamed)';
    },
  },
  {
    what: 'a new publisher of a sourced constant (the sources page)',
    files: ['generated/constants/fl.json'],
    variant: 'fl',
    change: (d) => {
      const [key, first] = Object.entries(d.constants.fl!)[0]!;
      d.constants.fl![`${key}_copy`] = { ...first, key: `${key}_copy`, publisher: 'A New Publisher' };
    },
  },
  {
    what: 'a changed publisher (the sources page)',
    files: ['generated/constants/fl.json'],
    variant: 'fl',
    change: (d) => {
      const first = Object.values(d.constants.fl!)[0]!;
      first.publisher = `${first.publisher} (renamed)`;
    },
  },
  {
    what: 'a state setting',
    files: ['generated/config/fl.json'],
    variant: 'fl',
    change: (d) => void (d.configs.fl!.stats.averageRatePct = 0.99),
  },
  {
    what: 'product settings',
    files: ['generated/product.json'],
    variant: 'fl',
    change: (d) => void (d.product.display.exampleHomeValues[0]! += 1000),
  },
  {
    what: 'rate history',
    files: ['generated/history/fl.json'],
    variant: 'fl',
    change: (d) => {
      const fips = SAMPLES.fl.map((s) => county(d, 'fl', s).fips).find((f) => d.history?.fl?.counties[f]);
      expect(fips, 'a sample Florida county with history').toBeDefined();
      const series = d.history!.fl!.counties[fips!]!;
      series.push({ ...series[series.length - 1]!, name: `${series[series.length - 1]!.name} (new)` });
    },
  },
  {
    what: 'guide text',
    files: ['generated/content/fl.json'],
    variant: 'fl',
    change: (d) => {
      const page = Object.values(d.content.fl!.pages!)[0]!;
      page.en.body = `${page.en.body}\n\nOne more sentence.`;
    },
  },
  {
    what: 'a county ZIP code (search data, pages that list ZIPs)',
    files: ['generated/zip-counties.json'],
    variant: 'fl',
    change: (d) => {
      const fips = county(d, 'fl', 'alachua').fips;
      d.allZips!.counties[fips] = `${d.allZips!.counties[fips]} 32699`;
    },
  },
  {
    what: 'New York City class rates (the home and calculator islands)',
    files: ['generated/nyc/class-rates.json'],
    variant: 'ny',
    change: (d) => {
      const last = d.nycRates[d.nycRates.length - 1]!;
      last.class1Pct += 0.1;
    },
  },
  {
    what: 'the California ZIP table (Mello-Roos finder)',
    files: ['generated/ca-zip-counties.json'],
    variant: 'ca',
    change: (d) => {
      const table = d.zipCounties as unknown as { source: string };
      table.source = `${table.source} (updated)`;
    },
  },
  {
    what: 'hub settings',
    files: ['generated/config/hub.json'],
    variant: 'hub',
    change: (d) => void (d.hub.displayAverageRatePct = 0.9),
  },
  {
    what: 'a county of the national table',
    files: ['generated/rates/us.json'],
    variant: 'hub',
    change: (d) => void (d.national.find((c) => c.state === 'RI')!.effectiveRatePct = 2.01),
  },
];

/** Each change's pages built again, the site's pages, and its data files made again. */
const builtBy = new Map<string, [number, number, number]>();

/** Each variant's sample built once, warm: what every change starts from. */
const baselines = new Map<Variant, { data: SiteData; fx: Memory }>();
const baseline = async (variant: Variant) => {
  let b = baselines.get(variant);
  if (!b) {
    const data = sample(variant);
    const fx = memoryEffects();
    await buildVariant(plan[variant], fx, data);
    baselines.set(variant, (b = { data, fx }));
  }
  return b;
};

describe('an incremental build after a change to generated data equals a cold build', () => {
  for (const { what, variant, files, change } of CHANGES) {
    it(`${what} (${variant})`, async () => {
      const b = await baseline(variant);
      const data = changedIn(structuredClone(b.data), files, what);
      change(data);
      const warm = copy(b.fx);
      const written = new Set<string>();
      const write = warm.write;
      warm.write = (path, content) => {
        written.add(path);
        write(path, content);
      };
      const report = await buildVariant(plan[variant], warm, data);
      // The change shows somewhere, and only the pages made from it are rendered again.
      expect(report.rendered).toBeGreaterThan(0);
      // A page is built again only where it read what changed (or a record it reads moved): never fewer than the
      // pages written.
      expect(report.built).toBeGreaterThanOrEqual(report.rendered!);
      builtBy.set(what, [report.built!, report.pages, report.dataFiles!.made]);
      const cold = coldFrom(b.fx, variant);
      await buildVariant(plan[variant], cold, data);
      const out = plan[variant].outDir;
      const [w, c] = [texts(warm, out), texts(cold, out)];
      expect(Object.keys(w).sort()).toEqual(Object.keys(c).sort());
      const stale = Object.keys(c).filter((k) => w[k] !== c[k]);
      expect(stale).toEqual([]);
      // What a reviewer of the deploy sees: the build wrote exactly the files whose bytes changed,
      // and no other page was written again.
      const before = texts(b.fx, out);
      const changed = Object.keys(c).filter((k) => before[k] !== c[k]);
      const rewritten = [...written].filter((k) => k.startsWith(`${out}/`)).map((k) => relative(out, k));
      expect(rewritten.sort()).toEqual(changed.sort());
    });
  }
});

describe('what a page read decides whether it is built again', () => {
  it('one county’s unit builds again that county’s pages, and no other page', () => {
    // Run after the cases above (vitest keeps the file's order). The guides cite the utility districts' median, a
    // figure of every unit; this unit is not one, so the figure and the guides are as they were.
    const [built] = builtBy.get("a taxing unit's rate") ?? [Number.NaN];
    expect(built).toBe(2);
  });

  it('makes again only the data files made from what changed: one unit, its county’s units file', () => {
    const [, , unitFiles] = builtBy.get("a taxing unit's rate") ?? [Number.NaN, Number.NaN, Number.NaN];
    expect(unitFiles).toBe(1);
    // A ZIP added to a county's search entry makes the search files again (the index and its ten shard slots, which
    // a state site leaves empty), and no county's file.
    const [, , zipFiles] = builtBy.get('a county ZIP code (search data, pages that list ZIPs)') ?? [Number.NaN];
    expect(zipFiles).toBe(11);
  });

  it('a unit that moves a figure the guides cite builds the guides again', () => {
    const [unitOnly] = builtBy.get("a taxing unit's rate") ?? [Number.NaN];
    const [built] = builtBy.get("the utility districts' rates (the median the Texas guides cite)") ?? [Number.NaN];
    expect(built).toBeGreaterThan(unitOnly + 10);
  });

  it('a setting every page shows builds every page again', () => {
    const [built, pages] = builtBy.get('hub settings') ?? [Number.NaN, Number.NaN];
    expect(built).toBe(pages);
  });
});

describe('record digests kept by the bytes of their files', () => {
  const cacheOf = (variant: Variant): string => join(plan[variant].outDir, '..', '.build-cache', `${variant}.json`);
  const writesOf = (fx: Memory): { fx: Memory; written: string[] } => {
    const written: string[] = [];
    return {
      written,
      fx: Object.assign(Object.create(fx) as Memory, {
        write: (path: string, content: string | Uint8Array) => {
          written.push(path);
          fx.write(path, content);
        },
      }),
    };
  };

  it('a build with nothing changed makes no record digest again, and leaves its cache as it was', async () => {
    const b = await baseline('tx');
    const warm = copy(b.fx);
    const { fx, written } = writesOf(warm);
    const report = await buildVariant(plan.tx, fx, b.data);
    expect(report.rendered).toBe(0);
    expect(report.digests!.kept).toBeGreaterThan(100);
    expect(report.digests!.made).toBe(0);
    expect(written).not.toContain(cacheOf('tx'));
    expect((await buildVariant(plan.tx, warm, b.data)).built).toBe(0);
  });

  it('a build that made a record digest writes its cache, and the next keeps every page from it', async () => {
    const b = await baseline('tx');
    const warm = copy(b.fx);
    const changed = structuredClone(b.data);
    const unit = changed.units.tx!.counties[county(changed, 'tx', 'bell').fips]!.find((u) => u.ratePct !== null)!;
    unit.ratePct! += 0.01;
    const data = changedIn(changed, ['generated/units/tx.json'], 'a unit rate');
    const { fx, written } = writesOf(warm);
    expect((await buildVariant(plan.tx, fx, data)).digests!.made).toBeGreaterThan(0);
    expect(written).toContain(cacheOf('tx'));
    const next = await buildVariant(plan.tx, warm, data);
    expect([next.built, next.digests!.made]).toEqual([0, 0]);
  });

  it('takes a digest while its file is as it was, without looking at the record', async () => {
    // What makes the build quick is also its contract: data that claims its files' bytes is not walked again. A copy
    // changed in memory and claiming the old bytes keeps its pages.
    const b = await baseline('tx');
    const unitOf = (d: SiteData) =>
      d.units.tx!.counties[county(d, 'tx', 'bell').fips]!.find((u) => u.ratePct !== null && u.districtType !== 'mud')!;
    const claimed = withSources(structuredClone(b.data), sources);
    unitOf(claimed).ratePct! += 0.5;
    // (Read from the changed file, the same copy builds the county's two pages again: "a taxing unit's rate" above.)
    expect((await buildVariant(plan.tx, copy(b.fx), claimed)).built).toBe(0);
  });
});

describe('a part of the data that was missing', () => {
  it('is read as missing: when it comes, the pages that show it are built again', async () => {
    // The rate history, absent at first (a caller's own data may lack it), then present.
    const data = sample('fl');
    const without = structuredClone(data);
    delete without.history;
    const warm = memoryEffects();
    await buildVariant(plan.fl, warm, without);
    const report = await buildVariant(plan.fl, warm, data);
    expect(report.built).toBeGreaterThan(0);
    const cold = coldFrom(warm, 'fl');
    await buildVariant(plan.fl, cold, data);
    const out = plan.fl.outDir;
    const [w, c] = [texts(warm, out), texts(cold, out)];
    expect(Object.keys(c).filter((k) => w[k] !== c[k])).toEqual([]);
  });
});
