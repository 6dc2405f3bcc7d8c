// The build as plain JavaScript. Run from source, every one of the build's ~270 modules goes
// through tsx's loader (transpiled, resolved and loaded by message to its hooks thread), on the
// main thread and again in each page-rendering worker: seconds before the first page renders.
// Here esbuild bundles entry.ts and render-worker.ts once (npm packages stay imports, loaded by
// Node itself) into .cache/build/<id>/, and later builds reuse that while every file it was made
// from, tsconfig.json and package-lock.json (esbuild's version) are byte-for-byte the same.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chosen, storeBundle } from './bundle-store.ts';

export type BuildEntry = typeof import('./entry.ts');

const ENTRIES = { entry: 'generator/entry.ts', 'render-worker': 'generator/render-worker.ts' };
/** Read by the bundling besides the modules: how TypeScript is transpiled, and which esbuild does it. */
const SETTINGS = ['tsconfig.json', 'package-lock.json'];

interface Manifest {
  id: string;
  /** Each input (relative to the root) and the digest of its bytes when the bundle was made. */
  inputs: Record<string, string>;
}

const digest = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex').slice(0, 20);

function digestOf(root: string, file: string): string | null {
  try {
    return digest(readFileSync(join(root, file)));
  } catch {
    return null;
  }
}

function readManifest(path: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

const unchanged = (root: string, manifest: Manifest): boolean =>
  Object.entries(manifest.inputs).every(([file, known]) => digestOf(root, file) === known);

/** The compiled build's folder under `root`, made again when any input changed. */
export async function compiledBuildDir(root: string): Promise<string> {
  const cache = join(root, '.cache/build');
  const manifestPath = join(cache, 'manifest.json');
  const known = readManifest(manifestPath);
  if (known && unchanged(root, known) && digestOf(cache, join(known.id, 'entry.js')) !== null)
    return chosen(join(cache, known.id));

  const { build } = await import('esbuild');
  const outdir = join(cache, 'out');
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(root, file)])),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // Component names are part of each page's fingerprint (fingerprint.ts): the bundle keeps them as written,
    // so a page's cache record is the same whether the build ran compiled or from source.
    keepNames: true,
    write: false,
    metafile: true,
    // A root whose folders are links to another's (tests/e2e/small-hub-root.ts) shares that root's
    // .cache: its inputs are named inside the root, as any root names them, never by where links lead.
    preserveSymlinks: true,
    outdir,
    legalComments: 'none',
    logLevel: 'silent',
  });
  // Two builds starting together (the e2e setup runs two) never see half of it: see storeBundle.
  const id = storeBundle(cache, outdir, result.outputFiles);
  const inputs = [...Object.keys(result.metafile.inputs), ...SETTINGS].sort();
  const manifest: Manifest = {
    id,
    inputs: Object.fromEntries(inputs.map((file) => [file, digestOf(root, file) ?? ''])),
  };
  const manifestAside = `${manifestPath}.tmp-${process.pid}`;
  writeFileSync(manifestAside, JSON.stringify(manifest, null, 1));
  renameSync(manifestAside, manifestPath);
  return chosen(join(cache, id));
}

/** The build's entry (entry.ts), compiled; BUILD_FROM_SOURCE=1 loads it through tsx instead (to debug it). */
export async function compiledBuild(root: string, env: NodeJS.ProcessEnv = process.env): Promise<BuildEntry> {
  if (env.BUILD_FROM_SOURCE === '1') return import('./entry.ts');
  const dir = await compiledBuildDir(root);
  return (await import(pathToFileURL(join(dir, 'entry.js')).href)) as BuildEntry;
}
