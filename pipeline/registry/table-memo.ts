// A source table's checked records, kept in .cache/tables/ by the digest of the running code, the table's bytes and
// those of every file its check reads: the national table's 3,144 counties and Texas's 6,000 units each took a tenth
// of a second of each unit's import to check, and a table whose bytes and checker are as they were checks the same.
// Kept only when the check found no problem, so a table taken from here has none to report either; run from the
// sources (no code name), nothing is kept or taken.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { runningCode } from '../shared/running-code.ts';

const DIR = '.cache/tables';
const VERSION = 2;

interface Stored<T> {
  version: number;
  key: string;
  value: T;
}

/** Each table's records as taken or kept here, and the key they were kept by: what they were made from. */
const madeFrom = new WeakMap<object, string>();

/**
 * The memo key of records this process took from or kept in a table memo: a digest of the code and the bytes they
 * were checked from, which another memo's key may take instead of the records' whole text (zip-memo.ts). Undefined
 * for anything else.
 */
export const memoKeyOf = (records: object): string | undefined => madeFrom.get(records);

export interface TableMemo<T> {
  /** The checked records kept for the table's bytes as they are now, if any. */
  take(): T | undefined;
  /** Keeps the records the check gave for those bytes (only when it found no problem). */
  keep(value: T): void;
}

/**
 * The sha256 of files by their path under the root, as one reading of the sources found them: the tables read beside
 * several others (the national table, by each state's tables) are read and hashed once.
 */
export type FileDigests = Map<string, string | null>;

/** A file's sha256, or a mark for a folder (whose files the caller names among the inputs); null: unreadable. */
function digestOf(root: string, path: string, digests: FileDigests): string | null {
  if (!digests.has(path)) {
    let digest: string | null;
    try {
      digest = createHash('sha256')
        .update(readFileSync(join(root, path)))
        .digest('hex');
    } catch (error) {
      digest = (error as NodeJS.ErrnoException).code === 'EISDIR' ? 'folder' : null;
    }
    digests.set(path, digest);
  }
  return digests.get(path)!;
}

/**
 * The memo of the table at `path` (relative to `root`), checked with what `inputs` hold (the files, as they are on
 * disk, the check reads besides the table); null run from the sources or with a file unreadable. `path` may name a
 * folder of files read together (the guides), each of them among `inputs`.
 */
export function tableMemo<T>(
  root: string,
  path: string,
  inputs: readonly string[] = [],
  digests: FileDigests = new Map(),
): TableMemo<T> | null {
  const code = runningCode();
  if (code === undefined) return null;
  const h = createHash('sha256').update(`${VERSION}\0${code}\0`);
  for (const file of [path, ...inputs]) {
    const digest = digestOf(root, file, digests);
    if (digest === null) return null;
    h.update(`${file}\0${digest}\0`);
  }
  const key = h.digest('hex');
  const file = join(root, DIR, `${path.replaceAll('/', '__')}.json`);
  return {
    take() {
      try {
        const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored<T>;
        if (stored.version !== VERSION || stored.key !== key) return undefined;
        if (typeof stored.value === 'object' && stored.value !== null) madeFrom.set(stored.value, key);
        return stored.value;
      } catch {
        return undefined;
      }
    },
    keep(value) {
      if (typeof value === 'object' && value !== null) madeFrom.set(value, key);
      const aside = `${file}.tmp-${process.pid}-${threadId}`;
      try {
        mkdirSync(join(root, DIR), { recursive: true });
        writeFileSync(aside, JSON.stringify({ version: VERSION, key, value } satisfies Stored<T>));
        renameSync(aside, file);
      } catch {
        // Not kept: the next command checks the table again, nothing else.
      }
    },
  };
}
