// The build as `cli.ts build` runs it: compiled into .cache/build (compiled.ts), workers started
// without tsx, the hub's national map drawn on a worker. What it writes, pages and cache alike,
// must be byte for byte what the build from source writes on one thread.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { outputFiles } from '../../../generator/stamp.ts';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneOldBundles } from '../../../generator/bundle-store.ts';
import { INLINED_PACKAGES, compiledBuild, compiledBuildDir } from '../../../generator/compiled.ts';
import { zodEnglishOnly } from '../../../generator/zod-english-only.ts';
import { z } from 'zod';
import { loadSiteData, type SiteData } from '../../../generator/data.ts';
import { diskEffects } from '../../../generator/effects.ts';
import { buildVariant } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { Worker } from 'node:worker_threads';
import { chunked } from '../../../generator/workers.ts';
import { startHelpersEarly, startWorker, takeEarlyHelper, withoutLoaders } from '../../../generator/helper-start.ts';
import type { Variant } from '../../../schema/codes.ts';
import type { RouteSpec } from '../../../generator/pages/routes.ts';
import { smallSite } from './small-site.ts';
import { fileTree } from './file-tree.ts';
import { smallHubRoot } from '../../e2e/small-hub-root.ts';

const root = process.cwd();
const dirs: string[] = [];
const scratch = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'build-compiled-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const tree = fileTree;

const full = loadSiteData(root);
const plan = sitePlan(root, { NODE_ENV: 'production' });

/** A small site of the variant: a few Florida counties, or the hub with two states' counties. */
function sample(variant: Variant): SiteData {
  if (variant !== 'hub') return smallSite(full, variant);
  const small = structuredClone(full);
  small.national = small.national.filter((c) => ['DE', 'RI'].includes(c.state));
  return small;
}

describe('the compiled build', () => {
  it.each(['fl', 'hub'] as const)(
    '%s: compiled with a worker, the same pages, data files and cache as from source on one thread',
    async (variant) => {
      const data = sample(variant);
      const [source, compiled] = [scratch(), scratch()];
      // Florida's with --precompress: the worker writes each page's .br and .gz copies too.
      const precompress = variant === 'fl';
      const fromSource = await buildVariant(
        { ...plan[variant], outDir: join(source, variant), workers: 0, precompress },
        undefined,
        data,
      );
      const entry = await compiledBuild(root, {});
      const fromBundle = await entry.buildVariant(
        { ...plan[variant], outDir: join(compiled, variant), workers: 1, precompress },
        undefined,
        data,
      );
      expect(fromBundle.pages).toBe(fromSource.pages);
      expect(fromBundle.rendered).toBe(fromBundle.pages);
      const [a, b] = [tree(source), tree(compiled)];
      expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
      // The cache (.build-cache/<variant>.json) is among the files compared.
      expect([...a.keys()].some((k) => k.startsWith('.build-cache/'))).toBe(true);
      expect([...a].filter(([k, v]) => !b.get(k)!.equals(v)).map(([k]) => k)).toEqual([]);
      if (precompress) expect([...b.keys()].filter((k) => k.endsWith('.html.br')).length).toBe(fromBundle.pages);
    },
    180_000,
  );

  it('lists site folders on a helper as a build lists its own, and a build given that listing removes what it did not write', async () => {
    const entry = await compiledBuild(root, {});
    const out = scratch();
    const data = sample('fl');
    const opts = { ...plan.fl, outDir: join(out, 'fl'), workers: 0 };
    await entry.buildVariant(opts, undefined, data);
    writeFileSync(join(out, 'fl', 'stray.html'), 'not a page');
    const listings = entry.listFoldersAhead([join(out, 'fl'), join(out, 'none')]);
    const listed = await listings(join(out, 'fl'));
    expect(listed).toEqual(outputFiles(join(out, 'fl')));
    expect(listed!.some((f) => f.rel === '/stray.html')).toBe(true);
    expect(await listings(join(out, 'none'))).toEqual([]);
    expect(await listings(join(out, 'not asked'))).toBeUndefined();
    const again = await entry.buildVariant({ ...opts, listing: Promise.resolve(listed) }, undefined, data);
    expect(again.rendered).toBe(0);
    expect(existsSync(join(out, 'fl', 'stray.html'))).toBe(false);
  });

  it('a process whose only work left is awaiting a listing lives until the listing comes', async () => {
    const dir = await compiledBuildDir(root);
    const script = `const { listFoldersAhead } = await import(${JSON.stringify(pathToFileURL(join(dir, 'entry.js')).href)});
const files = await listFoldersAhead([${JSON.stringify(join(root, 'generated'))}])(${JSON.stringify(join(root, 'generated'))});
console.log(files.length);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(Number(run.stdout.trim())).toBe(outputFiles(join(root, 'generated')).length);
  });

  it('a page renderer started before the build is loaded (as cli.ts build starts it) is the one the build takes', async () => {
    const dir = await compiledBuildDir(root);
    startHelpersEarly(dir, 1);
    const entry = await compiledBuild(root, {});
    const running = entry.helpersRunning();
    entry.warmWorkers(running + 1);
    expect(entry.helpersRunning()).toBe(running + 1);
    // Taken: none is left waiting, and none was started beside it.
    expect(takeEarlyHelper(dir)).toBeUndefined();
    const out = scratch();
    const data = sample('fl');
    const source = scratch();
    await buildVariant({ ...plan.fl, outDir: join(source, 'fl'), workers: 0 }, undefined, data);
    const built = await entry.buildVariant(
      { ...plan.fl, outDir: join(out, 'fl'), workers: entry.helpersRunning() },
      undefined,
      data,
    );
    expect(built.rendered).toBe(built.pages);
    const [a, b] = [tree(source), tree(out)];
    expect([...a].filter(([k, v]) => !b.get(k)?.equals(v)).map(([k]) => k)).toEqual([]);
  }, 180_000);

  it('hub: a national map asked for early is used for a site of that very county list, and only for it', async () => {
    const data = sample('hub');
    const source = scratch();
    await buildVariant({ ...plan.hub, outDir: join(source, 'hub'), workers: 0 }, undefined, data);
    const expected = tree(source);
    const entry = await compiledBuild(root, {});
    entry.warmWorkers(1);
    // Asked for from another list (every county): the build must not take that map, and draws its own.
    for (const early of [full.national, data.national]) {
      const out = scratch();
      entry.drawNationEarly(early, root);
      await entry.buildVariant({ ...plan.hub, outDir: join(out, 'hub'), workers: 1 }, undefined, data);
      const got = tree(out);
      expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
      expect([...expected].filter(([k, v]) => !got.get(k)!.equals(v)).map(([k]) => k)).toEqual([]);
    }
  }, 180_000);

  it('a worker reads generated/ itself when the data came straight from it, and is sent the data when its bytes changed since', async () => {
    const linked = smallHubRoot(root);
    try {
      const entry = await compiledBuild(root, {});
      const own = sitePlan(linked.root, { NODE_ENV: 'production' }).fl;
      const opts = (out: string) => ({
        ...own,
        outDir: join(out, 'fl'),
        workers: 1,
        routes: (r: RouteSpec) => r.kind === 'county' && ['alachua', 'liberty'].includes(r.slug),
      });
      const sent = entry.sitesSentWhole();
      // Read, then the national table written again with the same data: the worker's bytes are not the data's.
      // As cli.ts build reads it: the schemas loaded first where a file is not on record as checked.
      const read = async () =>
        entry.loadSiteData(linked.root, undefined, undefined, { record: await entry.readerChecks(linked.root) });
      const earlier = await read();
      const us = join(linked.root, 'generated/rates/us.json');
      writeFileSync(us, `${readFileSync(us, 'utf8')}\n`);
      const asked = scratch();
      await entry.buildVariant(opts(asked), undefined, earlier);
      expect(entry.sitesSentWhole()).toBe(sent + 1);
      // Read as the files are now: the worker reads the same bytes and is sent nothing.
      const now = scratch();
      const report = await entry.buildVariant(opts(now), undefined, await read());
      expect(entry.sitesSentWhole()).toBe(sent + 1);
      expect(report.pages).toBe(4);
      // Each helper has its copy: this thread keeps no site for them.
      expect(entry.sitesHeld()).toBe(0);
      // The same data either way: the same pages and data files (the caches name the files' bytes, which differ).
      const site = (out: string) => new Map([...tree(out)].filter(([k]) => !k.startsWith('.build-cache/')));
      const [a, b] = [site(asked), site(now)];
      expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
      expect([...a].filter(([k, v]) => !b.get(k)!.equals(v)).map(([k]) => k)).toEqual([]);
    } finally {
      linked.remove();
    }
  }, 120_000);

  it("the last site's build stops its page workers once its pages are rendered; a later build starts new ones", async () => {
    const entry = await compiledBuild(root, {});
    const routes = (r: RouteSpec) => r.kind === 'county' && ['alachua', 'liberty'].includes(r.slug);
    const data = entry.loadSiteData(root, undefined, undefined, { record: await entry.readerChecks(root) });
    const alone = scratch();
    await entry.buildVariant({ ...plan.fl, outDir: join(alone, 'fl'), workers: 0, routes }, undefined, data);
    entry.warmWorkers(1);
    const last = scratch();
    const report = await entry.buildVariant(
      { ...plan.fl, outDir: join(last, 'fl'), workers: 1, routes, last: true },
      undefined,
      data,
    );
    expect(report.pages).toBe(4);
    expect(entry.helpersRunning()).toBe(0);
    const again = scratch();
    await entry.buildVariant({ ...plan.fl, outDir: join(again, 'fl'), workers: 1, routes }, undefined, data);
    expect(entry.helpersRunning()).toBe(1);
    // The same pages and data files each way (the caches differ by the workers' records of the data).
    const site = (out: string) => new Map([...tree(out)].filter(([k]) => !k.startsWith('.build-cache/')));
    for (const out of [last, again]) {
      const got = site(out);
      const expected = site(alone);
      expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
      expect([...expected].filter(([k, v]) => !got.get(k)!.equals(v)).map(([k]) => k)).toEqual([]);
    }
  }, 120_000);

  it('is made again when a file it was made from changed since', async () => {
    const dir = await compiledBuildDir(root);
    const manifestPath = join(root, '.cache/build/manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { id: string; inputs: Record<string, string> };
    expect(Object.keys(manifest.inputs)).toContain('generator/render-worker.ts');
    // Each input's size and time, for the launcher (cli.mjs), and when they were taken.
    const noted = manifest as unknown as { stats: Record<string, string>; made: number };
    const worker = statSync(join(root, 'generator/render-worker.ts'));
    expect(noted.stats['generator/render-worker.ts']).toBe(`${worker.size} ${worker.mtimeMs}`);
    expect(noted.made).toBeGreaterThanOrEqual(worker.mtimeMs);
    // As if render-worker.ts had been edited after the bundle was made: its recorded digest no longer matches.
    manifest.inputs['generator/render-worker.ts'] = 'changed-since';
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const again = await compiledBuildDir(root);
    const remade = JSON.parse(readFileSync(manifestPath, 'utf8')) as typeof manifest;
    expect(remade.inputs['generator/render-worker.ts']).not.toBe('changed-since');
    // The same sources give the same bundle, so the same folder.
    expect(again).toBe(dir);
  }, 120_000);

  // Packages of many small ES modules load as one chunk of the bundle; package-lock.json stands for their files.
  it('carries the packages it inlines, and is made again when package-lock.json or the bundling changes', async () => {
    const dir = await compiledBuildDir(root);
    const chunks = readdirSync(dir).filter((f) => f.endsWith('.js'));
    const imports = chunks.flatMap((f) =>
      [...readFileSync(join(dir, f), 'utf8').matchAll(/from "([^".][^"]*)"/g)].map((m) => m[1]!),
    );
    expect(imports).toContain('react');
    expect(imports.filter((p) => [...INLINED_PACKAGES].some((name) => p === name || p.startsWith(`${name}/`)))).toEqual(
      [],
    );
    const manifestPath = join(root, '.cache/build/manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { inputs: Record<string, string> };
    expect(Object.keys(manifest.inputs).filter((f) => f.startsWith('node_modules/'))).toEqual([]);
    manifest.inputs['package-lock.json'] = 'changed-since';
    writeFileSync(manifestPath, JSON.stringify(manifest));
    await compiledBuildDir(root);
    expect(JSON.parse(readFileSync(manifestPath, 'utf8')).inputs['package-lock.json']).not.toBe('changed-since');
    // A manifest made before the bundling code was one of its inputs (before packages were inlined) is not trusted.
    const older = JSON.parse(readFileSync(manifestPath, 'utf8')) as { inputs: Record<string, string> };
    delete older.inputs['generator/compiled.ts'];
    writeFileSync(manifestPath, JSON.stringify(older));
    await compiledBuildDir(root);
    expect(JSON.parse(readFileSync(manifestPath, 'utf8')).inputs['generator/compiled.ts']).toMatch(/^[0-9a-f]{20}$/);
  }, 120_000);

  it("carries zod's English messages alone, the very messages zod gives unbundled", async () => {
    const dir = await compiledBuildDir(root);
    const text = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    expect(text).toContain('Invalid input: expected');
    // German, French and Japanese messages of zod's other locales.
    for (const other of ['Ungültige Eingabe', 'Entrée invalide', '無効な入力']) expect(text).not.toContain(other);
    // zod bundled with the plugin alone: its messages are those it gives unbundled, and English is all it names.
    const { build } = await import('esbuild');
    const out = await build({
      stdin: {
        contents: `import { z } from 'zod'; export const message = z.string().safeParse(1).error.issues[0].message;
          export const languages = Object.keys(z.locales);`,
        resolveDir: root,
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      plugins: [zodEnglishOnly],
    });
    const bundled = (await import(`data:text/javascript,${encodeURIComponent(out.outputFiles[0]!.text)}`)) as {
      message: string;
      languages: string[];
    };
    expect(bundled.message).toBe(z.string().safeParse(1).error!.issues[0]!.message);
    expect(bundled.message).toBe('Invalid input: expected string, received number');
    expect(bundled.languages).toEqual(['en']);
  }, 120_000);

  // `cli.ts start --root` on a root of links (the start test's) shares this root's .cache: a bundle
  // made there once named its inputs by where the links lead (../../work/…), and this root then read them so.
  it('names its inputs inside the root it was made from, also when that root is made of links', async () => {
    const manifestPath = join(root, '.cache/build/manifest.json');
    await compiledBuildDir(root);
    const linked = smallHubRoot(root);
    try {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { inputs: Record<string, string> };
      manifest.inputs['generator/render-worker.ts'] = 'changed-since';
      writeFileSync(manifestPath, JSON.stringify(manifest));
      await compiledBuildDir(linked.root);
      const remade = JSON.parse(readFileSync(manifestPath, 'utf8')) as typeof manifest;
      expect(remade.inputs['generator/render-worker.ts']).not.toBe('changed-since');
      expect(Object.keys(remade.inputs).filter((k) => k.startsWith('..'))).toEqual([]);
    } finally {
      linked.remove();
    }
  }, 120_000);

  it('takes away bundles of earlier sources once no build has chosen them for half an hour, and keeps the rest', () => {
    const cache = scratch();
    const now = Date.now();
    const bundle = (name: string, minutesAgo: number): void => {
      mkdirSync(join(cache, name, 'chunks'), { recursive: true });
      writeFileSync(join(cache, name, 'entry.js'), '');
      const at = new Date(now - minutesAgo * 60_000);
      utimesSync(join(cache, name), at, at);
    };
    bundle('current', 90);
    bundle('old', 31);
    bundle('recent', 29);
    bundle('abc.tmp-123', 45);
    writeFileSync(join(cache, 'manifest.json'), '{}');
    expect(pruneOldBundles(cache, 'current', now).sort()).toEqual(['abc.tmp-123', 'old']);
    expect(readdirSync(cache).sort()).toEqual(['current', 'manifest.json', 'recent']);
  });
});

describe('workers', () => {
  it("a compiled worker starts without the main thread's module loaders, keeping its other flags", () => {
    expect(
      withoutLoaders([
        '--require',
        '/x/tsx/dist/preflight.cjs',
        '--import',
        'file:///x/tsx/dist/loader.mjs',
        '--cpu-prof',
        '--import=tsx',
        '--max-old-space-size=4096',
      ]),
    ).toEqual(['--cpu-prof', '--max-old-space-size=4096']);
  });

  it('a worker refusing a flag of the process (a V8 heap size) starts without the flags', async () => {
    const given: (string[] | undefined)[] = [];
    const worker = startWorker(['--max-old-space-size=4096'], (execArgv) => {
      given.push(execArgv);
      return new Worker('require("node:worker_threads").parentPort.postMessage(process.execArgv)', {
        eval: true,
        execArgv,
      });
    });
    const flags = await new Promise((resolve) => worker.once('message', resolve));
    await worker.terminate();
    expect(given).toEqual([['--max-old-space-size=4096'], []]);
    expect(flags).toEqual([]);
  });

  it('chunks cover every route once, in order, and shrink towards the end', () => {
    const routes = Array.from({ length: 3214 }, (_, i) => i);
    const chunks = chunked(routes, 2);
    expect(chunks.flat()).toEqual(routes);
    const sizes = chunks.map((c) => c.length);
    expect(Math.max(...sizes)).toBe(64);
    expect(sizes.at(-1)).toBeLessThanOrEqual(4);
    expect(sizes.every((s, i) => i === 0 || s <= sizes[i - 1]!)).toBe(true);
  });
});

describe('disk writes', () => {
  it('a failed write of a plain (not served) file is reported by flush, and leaves no temporary file', async () => {
    const dir = scratch();
    const fx = diskEffects(() => {});
    fx.write(join(dir, 'a.txt'), 'x');
    fx.write(join(dir, 'a.txt', 'b.txt'), 'y');
    await expect(fx.flush()).rejects.toThrow();
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('x');
    expect([...tree(dir).keys()]).toEqual(['a.txt']);
    await fx.flush();
  });
});
