// A build whose inputs and output are as the last build left them has nothing to do, and can say so
// without loading the build: before this, such a build still read generated/, loaded React and built
// every page's element tree to learn from its fingerprint that nothing changed (3.5 s for five sites).
// The stamp records, per site, a digest of everything a build reads (the build's code, generated/,
// the settings from flags and the environment) and a digest of the site's files as written (name,
// size, modification time). Any difference, a page deleted or edited by hand included, runs the build.
import { createHash } from 'node:crypto';
import { type Stats, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DigestMemo } from '../pipeline/shared/digest-memo.ts';

export const STAMP_VERSION = 1;

/** What the build reads besides its settings: every file under these, relative to the root. */
export const STAMPED_DIRS = [
  'generated',
  'schema',
  'engine',
  'states',
  'i18n',
  'api',
  'browser',
  'generator',
  'templates',
  'pipeline',
  'cli',
];
/** ...and these files (package-lock.json stands for node_modules: React, esbuild, the map's atlas). */
export const STAMPED_FILES = ['cli.ts', 'package-lock.json', 'tsconfig.json'];

/** One site's stamp, beside its build cache (outside the site's folder: it is not deployed). */
export interface SiteStamp {
  version: number;
  /** Digest of the inputs and of this site's settings. */
  inputs: string;
  /** Digest of the site's files as this build left them. */
  output: string;
  /** The site's page count and the lines its build printed, printed again when nothing changed. */
  pages: number;
  lines: string[];
  /** The build's code hash (cache.ts): a build of the same code starts its page renderers only if it needs them. */
  code?: string;
  /**
   * The files of generated/ the site's build read (generator/generated-reads.ts): its inputs' digest takes only the
   * names of the others, so a change to one of them leaves the site as it is. Absent: it may have read any.
   */
  read?: string[];
}

export const stampPath = (outDir: string, variant: string): string =>
  join(outDir, '..', '.build-cache', `${variant}.stamp.json`);

// Names, then a stat of each: a stat says file or folder, through a link too (the browser tests' small hub is a root
// of links), and gives the size and time the output's digest takes. Listing with file types made an object per entry
// and still needed the stat: half again as long for the hub's 6,500 folders.
function walk(dir: string, visit: (path: string, stats: Stats) => void): void {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names.sort()) {
    const p = join(dir, name);
    const stats = statSync(p, { throwIfNoEntry: false });
    if (stats?.isDirectory()) walk(p, visit);
    else if (stats?.isFile()) visit(p, stats);
  }
}

/**
 * A file of generated/ as inputFiles found it: its sha256, with its bytes when it read them (a later reader takes them
 * instead of reading again). Without bytes, the digest came from the memo (digest-memo.ts), and a reader checks the
 * bytes it reads against it.
 */
export interface ReadFile {
  bytes?: Buffer;
  sha: string;
}

/**
 * Every input file (relative to the root, as '/engine/x.ts') with the sha256 of its bytes; a file that cannot be read
 * is left out. The build's code hash and its bundle's freshness check take their digests from here instead of reading
 * the same files again (cache.ts codeHash, compiled.ts). `generated`: where the files of generated/ are kept with
 * their digests, and their bytes if read ('generated/rates/tx.json'), for the site data's reader (generator/data.ts).
 * `memo`: the digests of files unchanged since the last build, taken unread (digest-memo.ts).
 */
export function inputFiles(root: string, generated?: Map<string, ReadFile>, memo?: DigestMemo): Map<string, string> {
  const files = new Map<string, string>();
  const under = join(root, 'generated/');
  const add = (path: string, stats: Stats): void => {
    const rel = path.slice(root.length);
    const known = memo?.known(rel, stats);
    if (known !== undefined) {
      files.set(rel, known);
      if (generated && path.startsWith(under)) generated.set(rel.slice(1), { sha: known });
      return;
    }
    try {
      const bytes = readFileSync(path);
      const sha = createHash('sha256').update(bytes).digest('hex');
      files.set(rel, sha);
      memo?.note(rel, stats, sha);
      if (generated && path.startsWith(under)) generated.set(rel.slice(1), { bytes, sha });
    } catch {
      // Named missing by the digest below.
    }
  };
  for (const dir of STAMPED_DIRS) walk(join(root, dir), add);
  for (const file of STAMPED_FILES) {
    const stats = statSync(join(root, file), { throwIfNoEntry: false });
    if (stats?.isFile()) add(join(root, file), stats);
  }
  memo?.save();
  return files;
}

/**
 * A digest of the bytes of every input file, with its name: a file added, removed or changed changes it. With `read`
 * ('generated/units/tx.json', …), of the other files of generated/ only the name counts: a build that did not read one
 * does not depend on its bytes.
 */
export function inputsDigest(
  root: string,
  files: ReadonlyMap<string, string> = inputFiles(root),
  read?: readonly string[],
): string {
  const h = createHash('sha256');
  const wanted = read && new Set(read.map((file) => `/${file}`));
  for (const [rel, sha] of files)
    h.update(
      wanted && rel.startsWith('/generated/') && !wanted.has(rel) ? `${rel}\0\u0002unread\0` : `${rel}\0${sha}\0`,
    );
  // A stamped file that is missing is named as missing (a directory's files are all listed above).
  for (const file of STAMPED_FILES) if (!files.has(`/${file}`)) h.update(`/${file}\0\u0001missing\0`);
  // The Node version compiles and runs the build: a new one may render differently.
  h.update(process.version);
  return h.digest('hex');
}

/** A site's inputs: the shared digest and this site's settings (its plan and flags, as plain data). */
export function siteInputs(digest: string, settings: unknown): string {
  return createHash('sha256').update(digest).update('\0').update(JSON.stringify(settings)).digest('hex');
}

/** A file of a site folder as the stamp sees it: its path inside the folder ('/index.html'), size and time. */
export interface OutputFile {
  rel: string;
  size: number;
  /**
   * Milliseconds, to a fraction of a microsecond (a double): plain numbers, as the walk of a large site made a dozen
   * BigInts per file for the nanoseconds and spent its time collecting them.
   */
  mtimeMs: number;
}

/** Every file of a site folder, in the order the stamp digests them. */
export function outputFiles(outDir: string): OutputFile[] {
  const files: OutputFile[] = [];
  walk(outDir, (path, s) => void files.push({ rel: path.slice(outDir.length), size: s.size, mtimeMs: s.mtimeMs }));
  return files;
}

/** A digest of a site folder's files: names, sizes and modification times, in the order of their names. */
export function outputDigest(outDir: string, files: readonly OutputFile[] = outputFiles(outDir)): string {
  const h = createHash('sha256');
  // By name, not in the walk's order: the build's own list (site-folder.ts) adds the files it wrote at the end.
  const sorted = [...files].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  for (const f of sorted) h.update(`${f.rel}\0${f.size}\0${f.mtimeMs}\n`);
  return h.digest('hex');
}

function readStamp(path: string): SiteStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(path, 'utf8')) as SiteStamp;
    return stamp.version === STAMP_VERSION && Array.isArray(stamp.lines) ? stamp : null;
  } catch {
    return null;
  }
}

/** Written whole under another name and renamed, so a build stopped halfway never leaves half a stamp. */
/** `output`: the folder's digest as the build left it (outputDigest), when the build took it already. */
export function writeStamp(
  outDir: string,
  variant: string,
  stamp: Omit<SiteStamp, 'version' | 'output'>,
  output: string = outputDigest(outDir),
): void {
  const path = stampPath(outDir, variant);
  const aside = `${path}.tmp-${process.pid}`;
  const whole: SiteStamp = { version: STAMP_VERSION, ...stamp, output };
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(aside, JSON.stringify(whole, null, 1));
  renameSync(aside, path);
}

export function removeStamp(outDir: string, variant: string): void {
  rmSync(stampPath(outDir, variant), { force: true });
}

/** The code hash the site's last build recorded, if it left a stamp. */
export const stampedCode = (outDir: string, variant: string): string | undefined =>
  readStamp(stampPath(outDir, variant))?.code;

/**
 * The site's stamp when its inputs are as it says: their digest (`inputsOf`, given the files of generated/ its last
 * build read) is the one stamped; else null (the site is built).
 */
export function stampFor(
  outDir: string,
  variant: string,
  inputsOf: (read: readonly string[] | undefined) => string,
): SiteStamp | null {
  const known = readStamp(stampPath(outDir, variant));
  return known && known.inputs === inputsOf(known.read) ? known : null;
}

/** Whether the site's folder is as its stamp says (`files`: its listing, where taken already). */
export const folderAsStamped = (stamp: SiteStamp, outDir: string, files?: readonly OutputFile[]): boolean =>
  stamp.output === outputDigest(outDir, files);
