import { build as esbuild } from 'esbuild';
import { join, relative } from 'node:path';
import type { BuildEffects } from './effects.ts';
import { contentHash } from './hash.ts';
import { ISLANDS, type IslandName } from '../../site/pages/islands.ts';

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
}

/**
 * Bundles the browser islands (ESM, split so React is shared) and the one stylesheet, names carrying content hashes.
 */
export async function buildAssets(
  root: string,
  outDir: string,
  base: string,
  fx: BuildEffects,
): Promise<AssetManifest> {
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(ISLANDS.map((name) => [name, join(root, `site/client/${name}.tsx`)])),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    target: ['es2020'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    // The islands are React components; in the browser they run on Preact's React-compatible
    // runtime, a tenth of react-dom's size, which keeps a county page's JS inside its budget.
    alias: BROWSER_RUNTIME,
  });
  const scripts = {} as Record<IslandName, string>;
  const files: string[] = [];
  for (const file of result.outputFiles) {
    const rel = relative(outDir, file.path).split('\\').join('/');
    fx.write(file.path, file.contents);
    files.push(rel);
    const entry = ISLANDS.find((name) => rel.startsWith(`assets/${name}-`) && rel.endsWith('.js'));
    if (entry) scripts[entry] = `${base}${rel}`;
  }
  const css = await esbuild({
    absWorkingDir: root,
    entryPoints: [join(root, 'site/styles/site.css')],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    outfile: join(outDir, 'assets/site.css'),
  });
  const cssText = css.outputFiles[0]!.contents;
  const cssRel = `assets/site-${contentHash(cssText)}.css`;
  fx.write(join(outDir, cssRel), cssText);
  files.push(cssRel);
  const icon = fx.read(join(root, 'site/styles/favicon.svg'));
  const iconRel = `assets/favicon-${contentHash(icon)}.svg`;
  fx.write(join(outDir, iconRel), icon);
  files.push(iconRel);
  return { scripts, stylesheet: `${base}${cssRel}`, favicon: `${base}${iconRel}`, files: files.sort() };
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
