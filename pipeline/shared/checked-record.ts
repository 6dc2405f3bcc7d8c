// Which files of generated/ passed their schema check, by the digest of their bytes, so that the next
// reader of the same bytes can skip the check (zod took three quarters of a build's loading of
// generated/). Kept in .cache/ (never committed, never part of generated/) and trusted only while
// the checker is the same: the schemas (schema/), which file gets which schema (generated-reader.ts, generated-data.ts)
// and the dependencies (package-lock.json, zod among them). A file whose bytes differ from the record,
// a changed checker or an unreadable record: every file is checked in full, as without a record.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { type FileContent, keptUtf8 } from './utf8-bytes.ts';

export const RECORD_PATH = '.cache/generated-checked.json';
/** What the check is made of, beside every file in schema/. */
const CHECKER_FILES = ['pipeline/shared/generated-reader.ts', 'pipeline/shared/generated-data.ts', 'package-lock.json'];
const VERSION = 1;

interface Stored {
  version: number;
  checker: string;
  /** generated/ file (relative to the root) → sha256 of the bytes that passed. */
  files: Record<string, string>;
}

export interface CheckedRecord {
  /** The sha256 of `text`, the text of `file` (worked out once per text read). */
  digest(file: string, text: FileContent): string;
  /** `text` of `file` was decoded from bytes whose sha256 is `sha` (read and digested before): the same as digest. */
  digested(file: string, text: string, sha: string): string;
  /** Whether exactly this text of `file` passed the check before. */
  passed(file: string, text: FileContent): boolean;
  /** Whether the bytes of `file` whose sha256 is `sha` passed the check before (known before they are decoded). */
  vouches(file: string, sha: string): boolean;
  /** Notes that this text of `file` passed the check now. */
  pass(file: string, text: FileContent): void;
  /** Writes the record when it learnt something (atomically: two builds at once never read half of one). */
  save(): void;
}

// A text an import encoded already is hashed as those bytes; a reader's text is not kept for it.
const sha256 = (text: string | Buffer): string =>
  createHash('sha256')
    .update(typeof text === 'string' ? (keptUtf8(text) ?? text) : text)
    .digest('hex');

function checkerDigest(root: string): string {
  const h = createHash('sha256');
  const schemaFiles = readdirSync(join(root, 'schema'))
    .sort()
    .map((name) => `schema/${name}`);
  for (const file of [...schemaFiles, ...CHECKER_FILES])
    h.update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return h.digest('hex');
}

function readStored(path: string): Stored | null {
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Stored;
    return stored.version === VERSION && typeof stored.files === 'object' && stored.files !== null ? stored : null;
  } catch {
    return null;
  }
}

/** The record under `root`; one whose checker files cannot be read records nothing and trusts nothing. */
export function checkedRecord(root: string): CheckedRecord {
  let checker: string | null;
  try {
    checker = checkerDigest(root);
  } catch {
    checker = null;
  }
  const path = join(root, RECORD_PATH);
  const stored = checker === null ? null : readStored(path);
  const known: Record<string, string> = stored?.checker === checker ? { ...stored.files } : {};
  // What this reader learnt, by itself: the build's threads each hold a record, and each saves it.
  const learnt: Record<string, string> = {};
  // The last text digested only: a reader asks for a file's digest, then checks the same text. Holding every text read
  // would keep all of generated/ twice in memory while it is parsed.
  let last: { file: string; text: FileContent; sha: string } | null = null;
  const digest = (file: string, text: FileContent): string => {
    if (last?.file === file && last.text === text) return last.sha;
    const sha = sha256(text);
    last = { file, text, sha };
    return sha;
  };
  return {
    digest,
    digested(file, text, sha) {
      last = { file, text, sha };
      return sha;
    },
    passed: (file, text) => checker !== null && known[file] !== undefined && known[file] === digest(file, text),
    vouches: (file, sha) => checker !== null && known[file] === sha,
    pass(file, text) {
      if (checker === null) return;
      const sha = digest(file, text);
      if (known[file] === sha) return;
      known[file] = sha;
      learnt[file] = sha;
    },
    save() {
      if (Object.keys(learnt).length === 0 || checker === null) return;
      // Over the record as it is now, not as this reader found it: the main thread reads each state's ZIPs, the page
      // renderers its units, and each thread's save would otherwise drop what the others had saved since.
      const now = readStored(path);
      const files = { ...(now?.checker === checker ? now.files : {}), ...learnt };
      const record: Stored = { version: VERSION, checker, files };
      const aside = `${path}.tmp-${process.pid}-${threadId}`;
      try {
        mkdirSync(join(root, '.cache'), { recursive: true });
        writeFileSync(aside, JSON.stringify(record, null, 1));
        renameSync(aside, path);
        for (const file of Object.keys(learnt)) delete learnt[file];
      } catch {
        // A record not written costs the next build the full check, nothing else.
      }
    },
  };
}
