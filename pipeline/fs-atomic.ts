// Every write goes through here so a failed run leaves each file as it was: content lands in a
// temp file next to its target (same file system, so rename is atomic) and is renamed into place
// only after every temp file of the batch was written.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface FileWrite {
  path: string;
  content: string;
}

function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

export async function writeFileAtomic(path: string, content: string): Promise<void> {
  await writeBatchAtomic([{ path, content }]);
}

/**
 * Writes all files, then deletes `removals`. Nothing is renamed into place until every temp
 * file exists, so an error while writing (disk full, permissions) changes no target file.
 */
export async function writeBatchAtomic(writes: FileWrite[], removals: string[] = []): Promise<void> {
  const staged: { temp: string; path: string }[] = [];
  try {
    for (const w of writes) {
      await mkdir(dirname(w.path), { recursive: true });
      const temp = tempPathFor(w.path);
      staged.push({ temp, path: w.path });
      await writeFile(temp, w.content, 'utf8');
    }
  } catch (err) {
    await Promise.all(staged.map((s) => rm(s.temp, { force: true })));
    throw err;
  }
  for (const s of staged) await rename(s.temp, s.path);
  for (const r of removals) await rm(r, { force: true });
}

/** Reads a file as text, or undefined when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
