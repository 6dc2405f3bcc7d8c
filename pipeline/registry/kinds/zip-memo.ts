// A state's ZIP file and join report, kept in .cache/zips/ by the digest of everything they are made from: the
// running code (running-code.ts) and the dependencies' lockfile, the ZIP package's files (as installed), the state's
// district, TEA and name-pair tables, the national county list and the state's units as the join sees them (a
// unit's id, name, kind and whether it is billed; never its rate). A unit's new rate changes none of these, so its
// import takes the file from here instead of parsing the 7 MB package and joining the districts again (a tenth of a
// second). Kept only when they were made without a problem: a state taken from here has none to report either.
// The file is kept as the very text emit writes (<state>.text, beside the report's <state>.json): parsed and written
// out again, it took an import a twentieth of a second more, for a file whose bytes it then found unchanged.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { ZipFile } from '../../../schema/index.ts';
import type { JoinedDistrict, StateJoin } from '../../validate/zip-match.ts';
import type { ZipReport } from '../../validate/zip-report.ts';
import { runningCode } from '../../shared/running-code.ts';
import { keepBytes } from '../../shared/utf8-bytes.ts';
import { memoKeyOf } from '../table-memo.ts';

const DIR = '.cache/zips';
const VERSION = 2;

interface Stored {
  version: number;
  key: string;
  /** Whether there is a file (its text is <state>.text, its first line this key). */
  file: boolean;
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
const textOf = (root: string, state: string): string => join(root, DIR, `${state}.text`);

/**
 * A kept file: its text as emit writes it (toJson), and its value, parsed from that text when first asked for. The
 * text's UTF-8 bytes are those read (utf8-bytes.ts keeps them), so nothing encodes it again.
 */
export interface KeptZipFile {
  text: string;
  value(): ZipFile;
}

/** The state's file and report kept under `key`, or null. */
export function takeZips(
  root: string,
  state: string,
  key: string,
): { file: KeptZipFile | null; report: ZipReport } | null {
  let stored: Stored;
  try {
    stored = JSON.parse(readFileSync(pathOf(root, state), 'utf8')) as Stored;
  } catch {
    return null;
  }
  if (stored.version !== VERSION || stored.key !== key) return null;
  let file: KeptZipFile | null = null;
  if (stored.file) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(textOf(root, state));
    } catch {
      return null;
    }
    // The text begins with the key it was kept under: a text of another key (a run stopped between the two files'
    // writes) is not this one's.
    const head = Buffer.from(`${key}\n`);
    if (!bytes.subarray(0, head.length).equals(head)) return null;
    const body = bytes.subarray(head.length);
    const text = body.toString('utf8');
    keepBytes(text, body);
    let parsed: ZipFile | undefined;
    file = { text, value: () => (parsed ??= JSON.parse(text) as ZipFile) };
  }
  const { join: joined, ...report } = stored.report;
  const districts = new Map<string, JoinedDistrict>(
    joined.districts.map(([leaid, d]) => [leaid, { ...d, units: new Map(d.units) }]),
  );
  return { file, report: { ...report, join: { ...joined, districts } } };
}

/** Writes `text` to `path` whole: under another name first, then renamed. */
function writeWhole(path: string, text: string): void {
  const aside = `${path}.tmp-${process.pid}-${threadId}`;
  writeFileSync(aside, text);
  renameSync(aside, path);
}

/** Keeps the state's file and report under `key`. */
export function keepZips(root: string, state: string, key: string, text: string | null, report: ZipReport): void {
  const { join: joined, ...rest } = report;
  const stored: Stored = {
    version: VERSION,
    key,
    file: text !== null,
    report: {
      ...rest,
      join: { ...joined, districts: [...joined.districts].map(([leaid, d]) => [leaid, { ...d, units: [...d.units] }]) },
    },
  };
  try {
    mkdirSync(join(root, DIR), { recursive: true });
    // The text first: a report naming a key finds that key's text, or none.
    if (text !== null) writeWhole(textOf(root, state), `${key}\n${text}`);
    writeWhole(pathOf(root, state), JSON.stringify(stored));
  } catch {
    // Not kept: the next import makes the file again, nothing else.
  }
}
