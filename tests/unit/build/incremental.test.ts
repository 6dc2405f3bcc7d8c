// Whole builds of the Florida site on disk (every kind of page, six of its counties: small-site.ts):
// a rebuild with nothing changed renders nothing, a one-county change re-renders only the pages
// that show that county, removed pages go, and two cold builds are byte-identical.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteData, type SiteData } from '../../../pipeline/build/data.ts';
import { diskEffects, type BuildEffects } from '../../../pipeline/build/effects.ts';
import { buildVariant } from '../../../pipeline/build/index.ts';
import { sitePlan } from '../../../pipeline/build/plan.ts';
import { listRoutes } from '../../../pipeline/build/routes.ts';
import { smallSite } from './small-site.ts';

process.env.NODE_ENV = 'production';
const root = process.cwd();
const data = smallSite(loadSiteData(root));
const work = mkdtempSync(join(tmpdir(), 'ptc-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function recording(): { fx: BuildEffects; written: string[] } {
  const written: string[] = [];
  const base = diskEffects(() => {});
  return { written, fx: { ...base, write(path, content) { written.push(path); base.write(path, content); } } };
}

const optsFor = (name: string) => ({ ...sitePlan(root, {}).fl, outDir: join(work, name, 'fl') });

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p, 'base64'));
    }
  };
  walk(dir);
  return out;
}

describe('incremental build of the Florida site', () => {
  const opts = optsFor('a');
  const pagesWritten = (written: string[]) => written.filter((p) => p.endsWith('.html')).map((p) => relative(opts.outDir, p)).sort();

  it('a cold build renders every page, in both languages', async () => {
    const report = await buildVariant(opts, diskEffects(() => {}), data);
    expect(report.rendered).toBe(report.pages);
    expect(report.pages).toBe(2 * listRoutes('fl', data).length);
  });

  it('a rebuild with nothing changed renders and writes no page', async () => {
    const { fx, written } = recording();
    const report = await buildVariant(opts, fx, data);
    expect(report.rendered).toBe(0);
    expect(pagesWritten(written)).toEqual([]);
  });

  it('a one-county rate change re-renders that county\'s pages and the pages that list it, nothing else', async () => {
    const changed: SiteData = structuredClone(data);
    const alachua = changed.states.fl!.counties.find((c) => c.slug === 'alachua')!;
    alachua.ratePct += 0.01;
    const { fx, written } = recording();
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
    const report = await buildVariant(opts, diskEffects(() => {}), fewer);
    expect(report.removed).toBeGreaterThanOrEqual(2);
    expect(() => statSync(join(opts.outDir, 'county/liberty/index.html'))).toThrow();
    expect(() => statSync(join(opts.outDir, 'es/condado/liberty/index.html'))).toThrow();
  });

  it('an altered output file is rewritten on the next build', async () => {
    await buildVariant(opts, diskEffects(() => {}), data);
    const file = join(opts.outDir, 'county/broward/index.html');
    const good = readFileSync(file, 'utf8');
    diskEffects(() => {}).write(file, good.replace('Broward', 'Browrd'));
    await buildVariant(opts, diskEffects(() => {}), data);
    expect(readFileSync(file, 'utf8')).toBe(good);
  });
});

describe('determinism', () => {
  it('two cold builds produce byte-identical output', async () => {
    const a = optsFor('cold1');
    const b = optsFor('cold2');
    await buildVariant(a, diskEffects(() => {}), data);
    await buildVariant(b, diskEffects(() => {}), data);
    const fa = files(a.outDir);
    const fb = files(b.outDir);
    expect([...fb.keys()]).toEqual([...fa.keys()]);
    const differing = [...fa].filter(([k, v]) => fb.get(k) !== v).map(([k]) => k);
    expect(differing).toEqual([]);
  });
});
