import { join, relative } from 'node:path';
import type { BuildEffects } from './effects.ts';
import { contentHash } from './hash.ts';
import { sha256 } from './hash-list.ts';
import { loadedUpFront, withCompileHint } from './compile-hints.ts';
import { ISLANDS, type IslandName } from './pages/islands.ts';
import { type IslandBundle, islandKey, storeIslands, storedIslands } from './island-store.ts';

/** The islands whose code runs while the page loads (the page script, and the islands that hydrate then). */
const RUN_ON_LOAD: readonly IslandName[] = ['page', 'calculator', 'directory'];

export const BROWSER_RUNTIME: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

export interface AssetManifest {
  /** URL (under the base) of each client entry point. */
  scripts: Record<IslandName, string>;
  stylesheet: string;
  favicon: string;
  /** Every file written under assets/, relative to the variant's root. */
  files: string[];
  /** SHA-256 of each bundled script (their names carry the bundler's hash): the site's `_hashes` (hash-list.ts). */
  sha256: Record<string, string>;
}

type Bundle = IslandBundle;

const bundles = new Map<string, Promise<Bundle>>();

/**
 * The islands and the stylesheet, bundled once per build process and code: every site of a build gets the same files
 * (their names hash their content, and nothing in them depends on the folder a site is written to). `code` is the
 * code hash (cache.ts), so a change to any source bundles again.
 */
export function bundleAssets(root: string, code: string): Promise<Bundle> {
  const key = `${root}\0${code}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = storedOrBundled(root, code);
    bundles.set(key, bundle);
    // A failed bundle is not kept: the build that awaits it reports the failure, and the next one tries again.
    bundle.catch(() => bundles.delete(key));
  }
  return bundle;
}

/** The bundle a build on the same code made before (island-store.ts), or a new one, stored for the next. */
async function storedOrBundled(root: string, code: string): Promise<Bundle> {
  const key = islandKey(root, code);
  const stored = storedIslands(root, key);
  if (stored) return stored;
  const made = await bundleNow(root);
  storeIslands(root, key, made);
  return made;
}

async function bundleNow(root: string): Promise<Bundle> {
  // Loaded only to bundle: a build that takes its islands from the store never needs it.
  const { build: esbuild } = await import('esbuild');
  const outdir = join(root, 'assets');
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(ISLANDS.map((name) => [name, join(root, `browser/client/${name}.tsx`)])),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    target: ['es2020'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    // The islands are React components; in the browser they run on Preact's React-compatible
    // runtime, a tenth of react-dom's size, which keeps a county page's JS inside its budget.
    alias: BROWSER_RUNTIME,
    metafile: true,
  });
  const eager = loadedUpFront(
    result.metafile,
    RUN_ON_LOAD.map((name) => `browser/client/${name}.tsx`),
  );
  const css = await esbuild({
    absWorkingDir: root,
    entryPoints: [join(root, 'browser/styles/site.css')],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    outfile: join(outdir, 'site.css'),
  });
  return {
    files: result.outputFiles.map((file) => {
      const rel = `assets/${relative(outdir, file.path).split('\\').join('/')}`;
      return { rel, contents: eager.has(rel) ? withCompileHint(file.contents) : file.contents };
    }),
    css: css.outputFiles[0]!.contents,
  };
}

/**
 * Writes the browser islands (ESM, split so React is shared) and the one stylesheet into a site, names carrying
 * content hashes.
 */
export async function buildAssets(
  root: string,
  outDir: string,
  base: string,
  fx: BuildEffects,
  code: string,
): Promise<AssetManifest> {
  const bundle = await bundleAssets(root, code);
  const scripts = {} as Record<IslandName, string>;
  const files: string[] = [];
  const scriptHashes: Record<string, string> = {};
  for (const { rel, contents } of bundle.files) {
    fx.write(join(outDir, rel), contents);
    files.push(rel);
    if (rel.endsWith('.js')) scriptHashes[rel] = sha256(contents);
    const entry = ISLANDS.find((name) => rel.startsWith(`assets/${name}-`) && rel.endsWith('.js'));
    if (entry) scripts[entry] = `${base}${rel}`;
  }
  const cssText = bundle.css;
  const cssRel = `assets/site-${contentHash(cssText)}.css`;
  fx.write(join(outDir, cssRel), cssText);
  files.push(cssRel);
  const icon = fx.read(join(root, 'browser/styles/favicon.svg'));
  const iconRel = `assets/favicon-${contentHash(icon)}.svg`;
  fx.write(join(outDir, iconRel), icon);
  files.push(iconRel);
  return {
    scripts,
    stylesheet: `${base}${cssRel}`,
    favicon: `${base}${iconRel}`,
    files: files.sort(),
    sha256: scriptHashes,
  };
}

/** A JSON data file named by its content hash, for lazy loading by the islands; unchanged data keeps its name. */
export function hashedJsonName(
  base: string,
  name: string,
  data: unknown,
): { rel: { path: string; text: string }; url: string } {
  const text = JSON.stringify(data);
  const path = `data/${name}-${contentHash(text)}.json`;
  return { rel: { path, text }, url: `${base}${path}` };
}
