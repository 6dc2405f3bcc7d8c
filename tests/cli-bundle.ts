// `cli.ts` as one plain JavaScript bundle for the tests that start the CLI as a child process
// (exit codes, signals, kills, locks). Started through tsx, each of those processes spent more
// than a second of CPU loading the CLI's modules through the loader; the bundle loads in a
// fifth of that. It is made once per run by the global setup, beside the compiled build in
// .cache/, where Node finds the npm packages it leaves as imports.
//
// The bundle must behave as `npx tsx cli.ts` does, so each module keeps its own import.meta.url
// (the source file's): the paths it finds templates, data and workers by stay the same.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled CLI's cli.js (tests/cli-process.ts starts it). */
    cliBundle: string;
  }
}

const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Bundles `<root>/cli.ts` into .cache/test-cli/<digest>/ and returns the path of its cli.js. */
export async function bundleCli(root: string): Promise<string> {
  const { build } = await import('esbuild');
  const cache = join(root, '.cache/test-cli');
  const outdir = join(cache, 'out');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { cli: join(root, 'cli.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    keepNames: true,
    write: false,
    outdir,
    logLevel: 'silent',
    plugins: [sourceUrls],
  });
  const files = result.outputFiles.map((f) => ({ rel: relative(outdir, f.path), contents: f.contents }));
  const id = createHash('sha256')
    .update(files.map((f) => `${f.rel}\0${createHash('sha256').update(f.contents).digest('hex')}`).join('\n'))
    .digest('hex')
    .slice(0, 20);
  const target = join(cache, id);
  const entry = join(target, 'cli.js');
  try {
    readFileSync(entry);
    return entry;
  } catch {
    // Written aside and renamed in whole: a run starting beside this one never sees half of it.
    const aside = `${target}.tmp-${process.pid}`;
    for (const f of files) {
      mkdirSync(dirname(join(aside, f.rel)), { recursive: true });
      writeFileSync(join(aside, f.rel), f.contents);
    }
    try {
      renameSync(aside, target);
    } catch {
      rmSync(aside, { recursive: true, force: true });
    }
    return entry;
  }
}
