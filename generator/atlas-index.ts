// What every site's build needs of the boundary file is small: its county ids and names (for the map notes) and each
// county's neighbours (the county pages' comparison with the counties around). Parsing the 800 KB topology and
// walking its arcs for the neighbours took a tenth of a second of each state site's build, also when no county page
// was built again. They are kept in .cache/atlas/ by the compiled build that worked them out (its folder's name is
// the digest of its modules) and the boundary file's package version, size and time; the topology itself is parsed
// only for a map drawn now. Run from the sources (no compiled build), nothing is kept or taken.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

const FILE = '.cache/atlas/index.json';
const VERSION = 1;

export interface AtlasIndex {
  /** The counties' FIPS codes, in the boundary file's order. */
  ids: string[];
  /** Each county's name as the boundary file gives it, in the same order. */
  names: [fips: string, name: string][];
  /** FIPS → the FIPS of the counties sharing a border with it. */
  neighbours: Record<string, string[]>;
}

/** The compiled build's folder name, or undefined run from the sources. */
function compiledId(): string | undefined {
  if (!import.meta.url.endsWith('.js')) return undefined;
  const dir = dirname(fileURLToPath(import.meta.url));
  return basename(dirname(dir)) === 'build' ? basename(dir) : undefined;
}

/**
 * The index of the boundary file `file` (of the package at `version`): kept under `root` for the running compiled
 * build (`code`) and the file as it is, or made by `make` (and kept).
 */
export function atlasIndex(
  root: string,
  file: string,
  version: string,
  make: () => AtlasIndex,
  code = compiledId(),
): AtlasIndex {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (code === undefined || stat === undefined) return make();
  const key = `${VERSION} ${code} ${version} ${stat.size} ${stat.mtimeMs}`;
  const path = join(root, FILE);
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { key: string; index: AtlasIndex };
    if (stored.key === key) return stored.index;
  } catch {
    // None kept, or unreadable: made again.
  }
  const index = make();
  const aside = `${path}.tmp-${process.pid}-${threadId}`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(aside, JSON.stringify({ key, index }));
    renameSync(aside, path);
  } catch {
    // Not kept: the next build works it out again, nothing else.
  }
  return index;
}
