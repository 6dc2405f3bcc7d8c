// The sha256 of files from the last command that read them, by each file's stat (as git's index keeps them): a file
// whose size, inode and times are as noted is taken as it was, unread. Every build read and digested all 24 MB of its
// inputs before anything else, a tenth of a second on the main thread, though a hub build parses none of the units and
// ZIPs that are three quarters of it (generator/stamp.ts); an import hashed all of sources/ to learn that the rest is
// as generated/ was made from (pipeline/registry/source-manifest.ts). Kept in .cache/ (a check, never page data), so
// a build with its site folder removed has it too.
import { type Stats, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MEMO_VERSION = 1;
/**
 * A file changed this recently before the memo was begun is read again next time: within a clock tick, a second
 * change could leave its times as they were. ctime is the kernel's own (no tool sets it back), so a later change
 * always shows.
 */
const SETTLED_MS = 2000;

export interface DigestMemo {
  /** The sha256 noted for `rel` ('/engine/x.ts') when its stat is as noted then, settled before the memo was begun. */
  known(rel: string, stats: Stats): string | undefined;
  /** Notes the digest of a file just read, with the stat taken before reading it. */
  note(rel: string, stats: Stats, sha: string): void;
  /** Writes the memo if any digest was read anew or any file went: the files noted or known since it was loaded. */
  save(): void;
}

interface Stored {
  version: number;
  root: string;
  /** When the build that wrote it began (ms since the epoch). */
  begun: number;
  files: Record<string, [stat: string, sha: string]>;
}

const statKey = (s: Stats): string => `${s.size} ${s.ino} ${s.mtimeMs} ${s.ctimeMs}`;

/** The memos: the build's inputs (stamp.ts) and sources/ (source-manifest.ts). */
export type MemoName = 'input-digests' | 'source-digests';

export const digestMemoPath = (root: string, name: MemoName): string => join(root, '.cache', `${name}.json`);

/**
 * The memo `name` of `root`. `begun`: when this command began (tests set it later, for files they have just written
 * to count as settled).
 */
export function digestMemo(root: string, name: MemoName, begun = Date.now()): DigestMemo {
  const path = digestMemoPath(root, name);
  let last: Stored | null = null;
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Stored;
    if (stored.version === MEMO_VERSION && stored.root === root) last = stored;
  } catch {
    // None yet, or unreadable: every file is read.
  }
  const now: Stored['files'] = {};
  let changed = false;
  return {
    known(rel, stats) {
      const noted = last?.files[rel];
      if (!noted || noted[0] !== statKey(stats)) return undefined;
      if (Math.max(stats.mtimeMs, stats.ctimeMs) > last!.begun - SETTLED_MS) return undefined;
      now[rel] = noted;
      return noted[1];
    },
    note(rel, stats, sha) {
      now[rel] = [statKey(stats), sha];
      changed = true;
    },
    save() {
      if (!changed && last && Object.keys(now).length === Object.keys(last.files).length) return;
      const stored: Stored = { version: MEMO_VERSION, root, begun, files: now };
      try {
        mkdirSync(join(root, '.cache'), { recursive: true });
        const aside = `${path}.${process.pid}`;
        writeFileSync(aside, JSON.stringify(stored));
        renameSync(aside, path);
      } catch {
        // Unwritable: the next build reads every file again.
      }
    },
  };
}
