// generated/sources.sha256: the hash of every source file as generated/ was last made from it (the
// format `sha256sum -c` reads). An import plans only what its own kind reaches, which is right only if
// nothing else in sources/ changed since: the manifest is how it knows, and `rates emit --check`
// holds it to the disk like every other generated file.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FileWrite } from '../shared/journal.ts';
import { readTextIfExists } from '../ingest/read-text.ts';
import { digestMemo } from '../shared/digest-memo.ts';

export const MANIFEST_PATH = 'generated/sources.sha256';

/** Path relative to the root → sha256 hex. */
export type SourceHashes = Map<string, string>;

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

// READMEs document the folders; no kind reads them, so editing one asks for no new emit.
const isSource = (name: string) => !name.startsWith('.') && name !== 'README.md';

function walk(root: string, dir: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (!isSource(e.name)) continue;
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) walk(root, path, out);
    else if (e.isFile()) out.push(path);
  }
}

/**
 * Every file under sources/ (READMEs aside) with its hash, as the disk holds them now. Read one after another on this
 * thread: 180 small files through the promise API waited on libuv's pool for each, 80 to 150 ms where this takes 20.
 * A file unchanged since the last command that hashed it (by its stat: digest-memo.ts) is taken unread: 13 MB that
 * every import read again, and then read once more to parse what it needs of them.
 */
export async function sourceHashes(root: string, begun?: number): Promise<SourceHashes> {
  const paths: string[] = [];
  walk(root, 'sources', paths);
  const memo = digestMemo(root, 'source-digests', begun);
  const hashes: SourceHashes = new Map();
  for (const path of paths.sort()) {
    const full = join(root, path);
    const stats = statSync(full);
    let sha = memo.known(`/${path}`, stats);
    if (sha === undefined) {
      sha = hash(readFileSync(full));
      memo.note(`/${path}`, stats, sha);
    }
    hashes.set(path, sha);
  }
  memo.save();
  return hashes;
}

/** The hashes once `writes` (an import's new source files; others are ignored) have landed. */
export function withWrites(hashes: SourceHashes, writes: readonly FileWrite[]): SourceHashes {
  const next = new Map(hashes);
  for (const w of writes)
    if (w.path.startsWith('sources/') && isSource(w.path.split('/').pop()!)) next.set(w.path, hash(w.content));
  return new Map([...next].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function manifestText(hashes: SourceHashes): string {
  return [...hashes].map(([path, h]) => `${h}  ${path}\n`).join('');
}

/**
 * Whether generated/ was last made from sources/ as they are now, `except` the files an import is
 * about to replace: false when there is no manifest or any other file was added, removed or edited.
 */
export async function madeFromCurrentSources(
  root: string,
  hashes: SourceHashes,
  except: readonly string[],
): Promise<boolean> {
  const text = await readTextIfExists(join(root, MANIFEST_PATH));
  if (text === undefined) return false;
  const skip = new Set(except);
  const strip = (m: SourceHashes) => manifestText(new Map([...m].filter(([p]) => !skip.has(p))));
  const recorded: SourceHashes = new Map();
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (m) recorded.set(m[2]!, m[1]!);
  }
  return strip(recorded) === strip(hashes);
}
