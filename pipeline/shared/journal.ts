// Every write of the rates commands as one transaction. New contents go to a staging folder first;
// once all of them are on disk, a journal naming them is written (the commit point), then each is
// renamed into place and the journal removed. A run killed before the journal leaves sources/ and
// generated/ untouched (its staging is discarded: rolled back); a run killed after it is finished
// by the next command from the journal (rolled forward). Nothing is ever left half-written.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, normalize } from 'node:path';
import { crashPoint } from './fault.ts';
import { workPaths } from './work-dir.ts';
import { type FileContent, contentBytes } from './utf8-bytes.ts';

/** A file to write, by its path relative to the project root. */
export interface FileWrite {
  path: string;
  content: FileContent;
}

interface Journal {
  version: 1;
  id: string;
  /** Target path (relative to the root) and the staged file holding its new content. */
  writes: { path: string; staged: string }[];
  removals: string[];
}

async function writeDurably(path: string, content: FileContent): Promise<void> {
  const file = await open(path, 'w');
  try {
    await file.writeFile(contentBytes(content));
    await file.sync();
  } finally {
    await file.close();
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A journal is data on disk: its paths must stay inside sources/ or generated/ of the root. */
function safeTarget(path: string): string {
  const clean = normalize(path);
  if (isAbsolute(clean) || clean.split(/[\\/]/).includes('..') || !/^(sources|generated)[\\/]/.test(clean)) {
    throw new Error(`journal: expected paths under sources/ or generated/, found ${JSON.stringify(path)}`);
  }
  return clean;
}

async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (err) {
    // A root whose sources/ is another file system: copy, then drop the staged file.
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, to);
    await rm(from);
  }
}

/** Moves every staged file into place and removes what must go; safe to run again after a crash. */
async function apply(root: string, journal: Journal): Promise<void> {
  if (!/^[\w-]+$/.test(journal.id))
    throw new Error(`journal: expected a run id of letters, digits and hyphens, found ${JSON.stringify(journal.id)}`);
  const staging = join(workPaths(root).staging, journal.id);
  // Every path is checked before the first move: a bad journal changes nothing.
  const writes = journal.writes.map((w) => ({
    target: join(root, safeTarget(w.path)),
    staged: join(staging, basename(w.staged)),
  }));
  const removals = journal.removals.map((r) => join(root, safeTarget(r)));
  for (const w of writes) {
    // Already moved by the run that was cut short: the target holds the new content.
    const present = await open(w.staged, 'r').then(
      (h) => h.close().then(() => true),
      () => false,
    );
    if (present) await moveInto(w.staged, w.target);
    crashPoint('apply');
  }
  for (const r of removals) {
    await rm(r, { force: true });
    crashPoint('remove');
  }
  await rm(workPaths(root).journal, { force: true });
  crashPoint('journal-removed');
  await rm(staging, { recursive: true, force: true });
}

/** Writes `writes` and deletes `removals` (paths relative to `root`) all together or not at all. */
export async function commitFiles(
  root: string,
  writes: readonly FileWrite[],
  removals: readonly string[] = [],
): Promise<void> {
  if (writes.length === 0 && removals.length === 0) return;
  const paths = workPaths(root);
  const id = `${Date.now()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const staging = join(paths.staging, id);
  await mkdir(staging, { recursive: true });
  const journal: Journal = {
    version: 1,
    id,
    writes: writes.map((w, i) => ({ path: safeTarget(w.path), staged: String(i).padStart(4, '0') })),
    removals: removals.map(safeTarget),
  };
  // All at once: each waits on its disk sync, and one after another an import waited for every sync in turn. A
  // failure is thrown once every write has ended, so none is still writing when the caller hears of it.
  const staged = await Promise.allSettled(
    journal.writes.map(async ({ staged: name }, i) => {
      await writeDurably(join(staging, name), writes[i]!.content);
      crashPoint('stage');
    }),
  );
  for (const result of staged) if (result.status === 'rejected') throw result.reason;
  // The commit point: from here on the change is decided, and a crash is finished by the next run.
  await writeDurably(`${paths.journal}.tmp`, JSON.stringify(journal, null, 2));
  crashPoint('journal-written');
  await rename(`${paths.journal}.tmp`, paths.journal);
  await syncDir(paths.dir);
  crashPoint('commit');
  await apply(root, journal);
}

/**
 * Repairs what an interrupted run left: finishes a committed change, discards an uncommitted one.
 * Returns a sentence saying what was done, or null when there was nothing to repair. Call it only
 * while holding the repository lock (repo-lock.ts).
 */
export async function recoverInterrupted(root: string): Promise<string | null> {
  const paths = workPaths(root);
  const text = await readFile(paths.journal, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (text !== null) {
    let journal: Journal;
    try {
      journal = JSON.parse(text) as Journal;
    } catch {
      throw new Error(
        `${paths.journal}: expected the journal of an interrupted run as JSON, found unreadable text; restore sources/ and generated/ from git, then delete ${paths.dir}`,
      );
    }
    await apply(root, journal);
    const files = [...journal.writes.map((w) => w.path), ...journal.removals];
    return `finished an interrupted run that had staged all its changes: ${files.join(', ')}`;
  }
  // No journal: a run stopped before its commit point (staged files, perhaps a half-written
  // journal: roll back), or just after finishing (empty staging folder: nothing to say).
  const runs = await readdir(paths.staging).catch(() => [] as string[]);
  const staged = (
    await Promise.all(runs.map((id) => readdir(join(paths.staging, id)).catch(() => [] as string[])))
  ).flat();
  const halfJournal = (await readdir(paths.dir).catch(() => [] as string[])).includes('journal.json.tmp');
  await rm(paths.staging, { recursive: true, force: true });
  await rm(`${paths.journal}.tmp`, { force: true });
  if (staged.length === 0 && !halfJournal) return null;
  return 'discarded the staged files of an interrupted run; it had not changed sources/ or generated/';
}
