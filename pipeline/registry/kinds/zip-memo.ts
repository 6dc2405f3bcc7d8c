// A state's ZIP file and join report, kept in .cache/zips/ by the digest of everything they are made from: the
// running code (running-code.ts) and the dependencies' lockfile, the ZIP package's files (as installed), the state's
// district, TEA and name-pair tables, the national county list and the state's units as the join sees them (a
// unit's id, name, kind and whether it is billed; never its rate). A unit's new rate changes none of these, so its
// import takes the file from here instead of parsing the 7 MB package and joining the districts again (a tenth of a
// second). Kept only when they were made without a problem: a state taken from here has none to report either.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { ZipFile } from '../../../schema/index.ts';
import type { JoinedDistrict, StateJoin } from '../../validate/zip-match.ts';
import type { ZipReport } from '../../validate/zip-report.ts';
import { runningCode } from '../../shared/running-code.ts';
import { memoKeyOf } from '../table-memo.ts';

const DIR = '.cache/zips';
const VERSION = 1;

interface Stored {
  version: number;
  key: string;
  file: ZipFile | null;
  report: Omit<ZipReport, 'join'> & {
    join: Omit<StateJoin, 'districts'> & { districts: [string, { units: [string, string[]][]; group?: string }][] };
  };
}

/** The bytes of `path` under the root, or a mark that it is not there. */
function bytesOf(root: string, path: string): Buffer | string {
  try {
    return readFileSync(join(root, path));
  } catch {
    return '\u0000missing';
  }
}

/** An installed package's file by its size, time and inode: edited by hand or installed again, it has another time. */
function installed(root: string, path: string): string {
  const s = statSync(join(root, path), { throwIfNoEntry: false });
  return s ? `${s.size} ${s.mtimeMs} ${s.ino}` : 'missing';
}

/**
 * The digest of everything a state's ZIP file is made from but its own tables; undefined where nothing may be kept
 * (the code has no name: run from the sources). `packageFiles` (under node_modules/) are taken by their size and
 * time with the lockfile's bytes: hashing the package's 7 MB took longer than the rest of the key.
 */
export function commonKey(
  root: string,
  packageFiles: readonly string[],
  files: readonly string[],
  national: unknown,
): string | undefined {
  const code = runningCode();
  if (code === undefined) return undefined;
  const h = createHash('sha256').update(`${VERSION}\0${code}\0`);
  for (const file of packageFiles) h.update(`${file}\0${installed(root, file)}\0`);
  for (const file of ['package-lock.json', ...files])
    h.update(file).update('\0').update(bytesOf(root, file)).update('\0');
  // The national table by the key it was checked and kept by, where it came through its memo: its whole text took a
  // fiftieth of a second to write and hash.
  const kept = typeof national === 'object' && national !== null ? memoKeyOf(national) : undefined;
  return h.update(kept === undefined ? `text ${JSON.stringify(national)}` : `memo ${kept}`).digest('hex');
}

/** A state's key: the common one, its own tables' bytes and its units as the join sees them. */
export function stateKey(root: string, common: string, files: readonly string[], units: unknown): string {
  const h = createHash('sha256').update(common).update('\0');
  for (const file of files) h.update(file).update('\0').update(bytesOf(root, file)).update('\0');
  return h.update(JSON.stringify(units)).digest('hex');
}

const pathOf = (root: string, state: string): string => join(root, DIR, `${state}.json`);

/** The state's file and report kept under `key`, or null. */
export function takeZips(root: string, state: string, key: string): { file: ZipFile | null; report: ZipReport } | null {
  let stored: Stored;
  try {
    stored = JSON.parse(readFileSync(pathOf(root, state), 'utf8')) as Stored;
  } catch {
    return null;
  }
  if (stored.version !== VERSION || stored.key !== key) return null;
  const { join: joined, ...report } = stored.report;
  const districts = new Map<string, JoinedDistrict>(
    joined.districts.map(([leaid, d]) => [leaid, { ...d, units: new Map(d.units) }]),
  );
  return { file: stored.file, report: { ...report, join: { ...joined, districts } } };
}

/** Keeps the state's file and report under `key` (written whole under another name, then renamed). */
export function keepZips(root: string, state: string, key: string, file: ZipFile | null, report: ZipReport): void {
  const { join: joined, ...rest } = report;
  const stored: Stored = {
    version: VERSION,
    key,
    file,
    report: {
      ...rest,
      join: { ...joined, districts: [...joined.districts].map(([leaid, d]) => [leaid, { ...d, units: [...d.units] }]) },
    },
  };
  const path = pathOf(root, state);
  const aside = `${path}.tmp-${process.pid}-${threadId}`;
  try {
    mkdirSync(join(root, DIR), { recursive: true });
    writeFileSync(aside, JSON.stringify(stored));
    renameSync(aside, path);
  } catch {
    // Not kept: the next import makes the file again, nothing else.
  }
}
