// The build as plain JavaScript. Run from source, every one of the build's ~270 modules goes
// through tsx's loader (transpiled, resolved and loaded by message to its hooks thread), on the
// main thread and again in each page-rendering worker: seconds before the first page renders.
// Here esbuild bundles entry.ts and render-worker.ts once (npm packages stay imports, loaded by
// Node itself, but for those of INLINED_PACKAGES) into .cache/build/<id>/, and later builds reuse that while every
// file it was made from, tsconfig.json and package-lock.json (esbuild's version, the packages) are byte-for-byte the
// same.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { chosen, storeBundle } from './bundle-store.ts';
import { runningCode } from '../pipeline/shared/running-code.ts';
import { NAMESPACE as ZOD_ENGLISH, zodEnglishOnly } from './zod-english-only.ts';

export type BuildEntry = typeof import('./entry.ts');

/** What one compiled bundle is made of: its folder under .cache/, its entries, and how its modules find their files. */
export interface BundleSpec {
  /** The folder under `.cache/`. */
  name: string;
  /** Output name → entry file, relative to the root. */
  entries: Record<string, string>;
  /**
   * Each module keeps its own `import.meta` (url, dirname, filename) as in the sources, so a module that finds a file
   * beside it (a template, the root) finds it from the bundle too. The build's bundle does not: its workers find
   * their bundle beside it.
   */
  sourcePaths?: boolean;
}

const BUILD: BundleSpec = {
  name: 'build',
  entries: {
    entry: 'generator/entry.ts',
    'render-worker': 'generator/render-worker.ts',
    'folder-lister': 'generator/folder-lister.ts',
  },
};
/**
 * Read by the bundling besides the modules: how TypeScript is transpiled, which esbuild and packages it takes, and
 * this file (what is bundled in and how).
 */
const SETTINGS = ['tsconfig.json', 'package-lock.json', 'generator/compiled.ts', 'generator/zod-english-only.ts'];

/**
 * npm packages bundled in rather than imported: ES modules of many small files, each of which Node resolves, reads and
 * compiles on its own (zod's took a tenth of a second of each command that checks a file; bundled, a fiftieth).
 * CommonJS packages (commander, React) stay imports: esbuild's ES module output cannot require Node's own modules.
 */
export const INLINED_PACKAGES: ReadonlySet<string> = new Set([
  'zod',
  'csv-parse',
  'd3-geo',
  'd3-array',
  'topojson-client',
  'i18next',
]);

/** The package a bare import names: `zod` of `zod/v4`, `@scope/name` of `@scope/name/sub`. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every bare import (a package, a Node module) stays an import, but for the packages of INLINED_PACKAGES. */
const packagesOut: Plugin = {
  name: 'packages-out',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      INLINED_PACKAGES.has(packageOf(path)) ? undefined : { path, external: true },
    );
  },
};

interface Manifest {
  id: string;
  /** The root it was made in: with source paths kept, the bundle names its files by it. */
  root?: string;
  /** Each input (relative to the root) and the digest of its bytes when the bundle was made. */
  inputs: Record<string, string>;
  /**
   * Each input's size and modification time when the manifest was written, and when that was (ms): the launcher
   * (cli.mjs) takes an input older than that by its size and time, and digests the others.
   */
  stats?: Record<string, string>;
  made?: number;
}

/** A file's size and modification time as the manifest keeps them (cli.mjs compares the same string). */
const statOf = (root: string, file: string): string => {
  const s = statSync(join(root, file), { throwIfNoEntry: false });
  return s ? `${s.size} ${s.mtimeMs}` : '';
};

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

/** `read`: digests of files read already (stamp.ts inputFiles: full sha256 by '/path'), taken instead of reading. */
const unchanged = (root: string, manifest: Manifest, read?: ReadonlyMap<string, string>): boolean =>
  // A manifest from before a setting was added never read it: made again.
  SETTINGS.every((file) => Object.hasOwn(manifest.inputs, file)) &&
  Object.entries(manifest.inputs).every(
    ([file, known]) => (read?.get(`/${file}`)?.slice(0, 20) ?? digestOf(root, file)) === known,
  );

/** An esbuild plugin giving each TypeScript module its source's `import.meta` paths as constants. */
const keepSourcePaths: Plugin = {
  name: 'keep-source-paths',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
      const contents = text.includes('import.meta')
        ? text
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
            .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
            .replaceAll('import.meta.filename', JSON.stringify(path))
        : text;
      return { contents, loader: path.endsWith('x') ? ('tsx' as const) : ('ts' as const) };
    });
  },
};

/** The folder of the bundle `spec` under `root`/.cache, made again when any input changed. */
export async function compiledDir(root: string, spec: BundleSpec, read?: ReadonlyMap<string, string>): Promise<string> {
  const cache = join(root, '.cache', spec.name);
  const manifestPath = join(cache, 'manifest.json');
  const known = readManifest(manifestPath);
  const firstEntry = `${Object.keys(spec.entries)[0]}.js`;
  if (
    known &&
    (!spec.sourcePaths || known.root === root) &&
    unchanged(root, known, read) &&
    digestOf(cache, join(known.id, firstEntry)) !== null
  )
    return chosen(join(cache, known.id));

  const { build } = await import('esbuild');
  const outdir = join(cache, 'out');
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(spec.entries).map(([name, file]) => [name, join(root, file)])),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Functions keep their source names in the bundle, so a profile or a stack of the compiled build names them as
    // the sources do (bench/profile-build.ts sums a profile by them).
    keepNames: true,
    write: false,
    metafile: true,
    // A root whose folders are links to another's (tests/e2e/small-hub-root.ts) shares that root's
    // .cache: its inputs are named inside the root, as any root names them, never by where links lead.
    preserveSymlinks: true,
    outdir,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: spec.sourcePaths ? [zodEnglishOnly, packagesOut, keepSourcePaths] : [zodEnglishOnly, packagesOut],
  });
  // Two builds starting together (the e2e setup runs two) never see half of it: see storeBundle.
  const id = storeBundle(cache, outdir, result.outputFiles);
  // The inlined packages' files are vouched for by package-lock.json, not one by one (the launcher would check each).
  const inputs = [
    // The plugin's module is made by a setting's code from a package: vouched for as they are.
    ...Object.keys(result.metafile.inputs).filter(
      (file) => !file.startsWith('node_modules/') && !file.startsWith(`${ZOD_ENGLISH}:`),
    ),
    ...SETTINGS,
  ].sort();
  const manifest: Manifest = {
    id,
    ...(spec.sourcePaths ? { root } : {}),
    inputs: Object.fromEntries(inputs.map((file) => [file, digestOf(root, file) ?? ''])),
    stats: Object.fromEntries(inputs.map((file) => [file, statOf(root, file)])),
    made: Date.now(),
  };
  const manifestAside = `${manifestPath}.tmp-${process.pid}`;
  writeFileSync(manifestAside, JSON.stringify(manifest, null, 1));
  renameSync(manifestAside, manifestPath);
  return chosen(join(cache, id));
}

/** The compiled build's folder under `root`, made again when any input changed. */
export const compiledBuildDir = (root: string, read?: ReadonlyMap<string, string>): Promise<string> =>
  compiledDir(root, BUILD, read);

/**
 * The folder of the compiled build, or null where BUILD_FROM_SOURCE=1 has it load through tsx instead (to debug it).
 * `read`: the digests of files the caller read already (stamp.ts inputFiles).
 */
export async function compiledBuildFolder(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  read?: ReadonlyMap<string, string>,
): Promise<string | null> {
  return env.BUILD_FROM_SOURCE === '1' ? null : compiledBuildDir(root, read);
}

/** The build's entry (entry.ts): compiled in `dir`, or the sources' where it is null. */
export async function buildEntryIn(dir: string | null): Promise<BuildEntry> {
  if (dir === null) return sourceEntry();
  return (await import(pathToFileURL(join(dir, 'entry.js')).href)) as BuildEntry;
}

/**
 * The build's sources, through tsx where this module runs compiled (the CLI's bundle) and Node alone cannot load them.
 * Named by a computed address, so esbuild leaves the build out of the CLI's bundle: bundling it there too took a third
 * of the time of making that bundle, in a fresh clone's first command.
 */
async function sourceEntry(): Promise<BuildEntry> {
  // The launcher names the bundle it started (running-code.ts): run from the sources, tsx (or the tests' loader) is
  // there already.
  if (runningCode() !== undefined) (await import('tsx/esm/api')).register();
  return (await import(new URL('./entry.ts', import.meta.url).href)) as BuildEntry;
}

/** The build's entry (entry.ts), compiled; BUILD_FROM_SOURCE=1 loads it through tsx instead (to debug it). */
export async function compiledBuild(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  read?: ReadonlyMap<string, string>,
): Promise<BuildEntry> {
  return buildEntryIn(await compiledBuildFolder(root, env, read));
}
