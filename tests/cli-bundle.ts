// `cli.ts` as one plain JavaScript bundle for the tests that start the CLI as a child process
// (exit codes, signals, kills, locks). Started through tsx, each of those processes spent more
// than a second of CPU loading the CLI's modules through the loader; the bundle loads in a
// fifth of that. It is made once per run by the global setup, beside the compiled build in
// .cache/, where Node finds the npm packages it leaves as imports.
//
// The bundle must behave as `npx tsx cli.ts` does, so each module keeps its own import.meta.url
// (the source file's): the paths it finds templates, data and workers by stay the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { storeBundle } from '../generator/bundle-store.ts';

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
  return join(cache, storeBundle(cache, outdir, result.outputFiles), 'cli.js');
}
