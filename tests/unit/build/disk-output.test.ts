// What a build leaves on disk: with --precompress, each served text file with its .br and .gz copies
// (the same bytes once decompressed); without, none; no temporary file. (That a worker thread writes
// the same files as one thread, copies included, is compiled.test.ts's.)
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { diskEffects } from '../../../generator/effects.ts';
import { buildVariant } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { smallSite } from './small-site.ts';
import { fileTree } from './file-tree.ts';
import { outputDigest } from '../../../generator/stamp.ts';

const dirs: string[] = [];
const scratch = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'build-out-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const tree = fileTree;

/** The home, the sources page it links to, and one county page: a site of a few pages, enough for what these check. */
const fewRoutes = (r: { kind: string; slug?: string }): boolean =>
  r.kind === 'home' || r.kind === 'sources' || (r.kind === 'county' && r.slug === 'alachua');

describe('disk output', () => {
  it('a served page gets .br and .gz copies of the same bytes; the cache beside it gets none', async () => {
    const dir = scratch();
    const fx = diskEffects(() => {}, { served: join(dir, 'site') });
    const html = `<!doctype html><p>${'Harris County '.repeat(500)}</p>`;
    fx.write(join(dir, 'site/county/harris/index.html'), html);
    fx.write(join(dir, 'cache/site.json'), '{}');
    expect(fx.read(join(dir, 'site/county/harris/index.html'))).toBe(html);
    await fx.flush();
    const page = join(dir, 'site/county/harris/index.html');
    expect(readFileSync(page, 'utf8')).toBe(html);
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString('utf8')).toBe(html);
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString('utf8')).toBe(html);
    expect(statSync(`${page}.br`).size).toBeLessThan(html.length / 10);
    expect([...tree(dir).keys()].sort()).toEqual([
      'cache/site.json',
      'site/county/harris/index.html',
      'site/county/harris/index.html.br',
      'site/county/harris/index.html.gz',
    ]);
    // A page whose compressed copy went missing counts as missing, so the next build writes it again.
    rmSync(`${page}.gz`);
    expect(fx.size(page)).toBeNull();
  });

  it('a failed write is reported by flush, and leaves no temporary file', async () => {
    const dir = scratch();
    const fx = diskEffects(() => {}, { served: dir });
    fx.write(join(dir, 'a.txt'), 'x');
    await fx.flush();
    // A file where a folder should be: the write fails.
    fx.write(join(dir, 'a.txt', 'b.txt'), 'y');
    await expect(fx.flush()).rejects.toThrow();
    expect([...tree(dir).keys()].filter((k) => k.includes('.tmp-'))).toEqual([]);
  });

  it('a page goes to its folder whether that was made ahead, never made, or made ahead and then removed', async () => {
    const dir = scratch();
    const fx = diskEffects(() => {});
    const ahead = join(dir, 'county/harris');
    const gone = join(dir, 'county/dallas');
    fx.prepare!([ahead, gone, ahead]);
    await fx.flush();
    expect(statSync(ahead).isDirectory()).toBe(true);
    rmSync(gone, { recursive: true });
    fx.write(join(ahead, 'index.html'), 'Harris');
    fx.write(join(gone, 'index.html'), 'Dallas');
    fx.write(join(dir, 'es/condado/bexar/index.html'), 'Bexar');
    await fx.flush();
    expect(Object.fromEntries(tree(dir))).toEqual({
      'county/harris/index.html': Buffer.from('Harris'),
      'county/dallas/index.html': Buffer.from('Dallas'),
      'es/condado/bexar/index.html': Buffer.from('Bexar'),
    });
  });

  it('folders made ahead at every depth at once are all there, whatever order they were asked in', async () => {
    const dir = scratch();
    const fx = diskEffects(() => {});
    const leaves = ['tx', 'ca', 'fl'].flatMap((state) =>
      ['county', 'es/condado'].flatMap((kind) =>
        Array.from({ length: 40 }, (_, i) => join(dir, 'site', kind, state, `c${i}`)),
      ),
    );
    // Deepest first, and one asked for again in a second call while the first is still making its parents.
    fx.prepare!([...leaves].reverse());
    fx.prepare!([leaves[0]!, join(dir, 'site', 'about')]);
    await fx.flush();
    for (const leaf of [...leaves, join(dir, 'site', 'about')]) expect(statSync(leaf).isDirectory()).toBe(true);
  });

  it('a folder that cannot be made ahead is reported when its page is written, and no temporary file stays', async () => {
    const dir = scratch();
    const fx = diskEffects(() => {});
    fx.write(join(dir, 'a.txt'), 'x');
    await fx.flush();
    // A file where the folder should be: making it ahead fails quietly, the write says why.
    fx.prepare!([join(dir, 'a.txt', 'b')]);
    await fx.flush();
    fx.write(join(dir, 'a.txt', 'b', 'index.html'), 'y');
    await expect(fx.flush()).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect([...tree(dir).keys()]).toEqual(['a.txt']);
  });

  it('lists its folder once: what it leaves is what a walk finds, and a page deleted, edited or added by hand is seen', async () => {
    const root = process.cwd();
    const data = smallSite(loadSiteData(root));
    const plan = sitePlan(root, { NODE_ENV: 'production' }).fl;
    const out = join(scratch(), 'fl');
    const opts = { ...plan, outDir: out, workers: 0, precompress: true, routes: fewRoutes };
    const build = () => buildVariant(opts, undefined, data);
    const first = await build();
    expect(first.output).toBe(outputDigest(out));
    const kept = await build();
    expect(kept.rendered).toBe(0);
    expect(kept.output).toBe(first.output);
    // Deleted: built again. Added: removed.
    const county = join(out, 'county/alachua/index.html');
    rmSync(county);
    writeFileSync(join(out, 'stray.txt'), 'not the build’s');
    const again = await build();
    expect(again.rendered).toBe(1);
    expect(again.removed).toBe(1);
    expect(statSync(county).isFile()).toBe(true);
    expect(again.output).toBe(outputDigest(out));
    // Edited to the same size, linking nowhere: the check reads it back and refuses it.
    const home = join(out, 'index.html');
    writeFileSync(home, readFileSync(home, 'utf8').replace('href="/fl/sources"', 'href="/fl/sourcez"'));
    await expect(build()).rejects.toThrow(/\/fl\/ links to \/fl\/sourcez/);
  }, 120_000);

  it('without --precompress a build writes no compressed copy, and removes those an earlier build left', async () => {
    const root = process.cwd();
    const data = smallSite(loadSiteData(root));
    const plan = sitePlan(root, { NODE_ENV: 'production' }).fl;
    const out = join(scratch(), 'fl');
    await buildVariant({ ...plan, outDir: out, workers: 0, precompress: true }, undefined, data);
    expect([...tree(out).keys()].some((k) => k.endsWith('.html.br'))).toBe(true);
    const report = await buildVariant({ ...plan, outDir: out, workers: 0 }, undefined, data);
    const files = [...tree(out).keys()];
    expect(files.filter((k) => k.endsWith('.br') || k.endsWith('.gz'))).toEqual([]);
    expect(files.filter((k) => k.endsWith('.html')).length).toBe(report.pages);
  }, 120_000);
});
