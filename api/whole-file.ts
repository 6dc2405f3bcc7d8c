// A file that appears whole or not at all: written under a hidden temporary name beside it, then
// renamed over it, so a reader (or a crash) never sees half of one. A write the disk refuses (full,
// over quota, read-only, failing) removes its temporary file: the file is created before the disk
// says no, and each failed attempt used to leave one, empty and hidden, for good.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { alive } from './process-alive.ts';

/** The calls a write makes: a test hands in one that fails as a full disk does (root writes through chmod). */
export interface WriteFs {
  writeFileSync(path: string, data: string | Uint8Array): void;
  renameSync(from: string, to: string): void;
  rmSync(path: string, options: { force: true }): void;
}

export const NODE_FS: WriteFs = fs;

/** `.<name>.<pid>.<random>.tmp`: hidden, never `.eml`, and naming the process that writes it. */
const TEMP_NAME = /^\..+\.(\d+)\.[0-9a-f]+\.tmp$/;

/** What a disk answers when it will not take a write; anything else is not the disk's doing. */
const REFUSED_WRITE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EFBIG', 'EACCES', 'EPERM', 'ENOENT', 'ENOTDIR']);

export function writeRefused(err: unknown): boolean {
  return REFUSED_WRITE.has(String((err as { code?: unknown } | null)?.code ?? ''));
}

export function writeWhole(path: string, data: string | Uint8Array, io: WriteFs = NODE_FS): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(3).toString('hex')}.tmp`);
  try {
    io.writeFileSync(temp, data);
    io.renameSync(temp, path);
  } catch (err) {
    try {
      io.rmSync(temp, { force: true });
    } catch {
      // A disk that refuses this too says the same again; the write's own error is the one to report.
    }
    throw err;
  }
}

/**
 * Removes the temporary files of `dir` that no write will finish: a process's that is gone (killed
 * mid-write), and any older than `maxAgeMs`, which no write takes. Only this module's names are
 * touched, never a finished file. Returns how many went.
 */
export function sweepTemps(dir: string, maxAgeMs: number, now: number = Date.now()): number {
  let removed = 0;
  for (const name of fs.readdirSync(dir)) {
    const pid = TEMP_NAME.exec(name)?.[1];
    if (!pid) continue;
    const path = join(dir, name);
    try {
      if (alive(Number(pid)) && now - fs.statSync(path).mtimeMs < maxAgeMs) continue;
      fs.rmSync(path, { force: true });
      removed++;
    } catch {
      // Renamed or removed meanwhile by its writer, or a disk that refuses even this: nothing to do at start-up.
    }
  }
  return removed;
}
