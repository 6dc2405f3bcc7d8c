// Whole builds of the Florida site in memory (every kind of page, seven of its counties:
// small-site.ts): a rebuild with nothing changed renders nothing, a one-county change re-renders
// only the pages that show that county, removed pages go, and two cold builds are byte-identical.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteData, type SiteData } from '../../../generator/data.ts';
import { memoryEffects, type BuildEffects } from '../../../generator/effects.ts';
import { buildVariant } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { listRoutes } from '../../../generator/routes.ts';
import { smallSite } from './small-site.ts';

const root = process.cwd();
const data = smallSite(loadSiteData(root));
const opts = sitePlan(root, { NODE_ENV: 'production' }).fl;
const text = (f: string | Uint8Array | undefined): string | undefined =>
  f === undefined || typeof f === 'string' ? f : Buffer.from(f).toString('base64');

/** The same output folder across builds, as on disk; `written` lists what one build wrote. */
function recording(fx: BuildEffects): { fx: BuildEffects; written: string[] } {
  const written: string[] = [];
  return {
    written,
    fx: {
      ...fx,
      write(path, content) {
        written.push(path);
        fx.write(path, content);
      },
    },
  };
}

describe('incremental build of the Florida site', () => {
  const site = memoryEffects();
  const pagesWritten = (written: string[]) =>
    written
      .filter((p) => p.endsWith('.html'))
      .map((p) => relative(opts.outDir, p))
      .sort();

  it('a cold build renders every page, in both languages', async () => {
    const report = await buildVariant(opts, site, data);
    expect(report.rendered).toBe(report.pages);
    expect(report.pages).toBe(2 * listRoutes('fl', data).length);
  });

  it('a rebuild with nothing changed renders and writes no page', async () => {
    const { fx, written } = recording(site);
    const report = await buildVariant(opts, fx, data);
    expect(report.rendered).toBe(0);
    expect(pagesWritten(written)).toEqual([]);
  });

  it("a one-county rate change re-renders that county's pages and the pages that list it, nothing else", async () => {
    const changed: SiteData = structuredClone(data);
    const alachua = changed.states.fl!.counties.find((c) => c.slug === 'alachua')!;
    alachua.ratePct += 0.01;
    const { fx, written } = recording(site);
    await buildVariant(opts, fx, changed);
    const pages = pagesWritten(written);
    expect(pages).toContain('county/alachua/index.html');
    expect(pages).toContain('es/condado/alachua/index.html');
    expect(pages).toContain('counties/index.html');
    expect(pages).not.toContain('county/broward/index.html');
    // The home's map shades the county by its rate; its neighbours' pages chart it beside them.
    expect(pages).toContain('index.html');
    expect(pages).toContain('county/marion/index.html');
    expect(pages).not.toContain('county/miami-dade/index.html');
    expect(pages).not.toContain('about/index.html');
    expect(pages.length).toBeLessThan(40);
  });

  it('a page that no longer exists is removed, with its twin', async () => {
    const fewer: SiteData = structuredClone(data);
    fewer.states.fl!.counties = fewer.states.fl!.counties.filter((c) => c.slug !== 'liberty');
    const report = await buildVariant(opts, site, fewer);
    expect(report.removed).toBeGreaterThanOrEqual(2);
    expect(site.exists(join(opts.outDir, 'county/liberty/index.html'))).toBe(false);
    expect(site.exists(join(opts.outDir, 'es/condado/liberty/index.html'))).toBe(false);
  });

  it('an altered output file is rewritten on the next build', async () => {
    await buildVariant(opts, site, data);
    const file = join(opts.outDir, 'county/broward/index.html');
    const good = site.read(file);
    site.write(file, good.replace('Broward', 'Browrd'));
    await buildVariant(opts, site, data);
    expect(site.read(file)).toBe(good);
  });
});

describe('determinism', () => {
  it('two cold builds produce byte-identical output', async () => {
    const a = memoryEffects();
    const b = memoryEffects();
    await buildVariant(opts, a, data);
    await buildVariant(opts, b, data);
    expect([...b.files.keys()].sort()).toEqual([...a.files.keys()].sort());
    const differing = [...a.files]
      .filter(([k, v]) => text(b.files.get(k)) !== text(v))
      .map(([k]) => relative(opts.outDir, k));
    expect(differing).toEqual([]);
  });
});
