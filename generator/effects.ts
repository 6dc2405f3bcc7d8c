import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { threadId } from 'node:worker_threads';
import { compressed, precompressible } from './precompress.ts';

/** All disk work of a build goes through this object, so tests can run a build in memory. */
export interface BuildEffects {
  /** Queues a file; a reader (server, browser) sees the old file or the new one, never half of one. */
  write(path: string, content: string | Uint8Array): void;
  read(path: string): string;
  exists(path: string): boolean;
  /** Bytes of a written file, or null when there is none (or a served file lacks its .br/.gz): it is rebuilt. */
  size(path: string): number | null;
  /**
   * What changes whenever the file changes, or null when there is none: the self-check trusts the links it took from
   * a page while the page's stamp is the same. On disk the build takes it from its walk of the site's folder (size and
   * modification time, stamp.ts); in memory it is the file's text digested.
   */
  stamp?(path: string): string | null;
  remove(path: string): void;
  list(dir: string): string[];
  log(line: string): void;
  /**
   * Folders about to be written into, made now off this thread (libuv's pool) while the build does other work; a
   * write that comes first makes its folder itself.
   */
  prepare?(dirs: Iterable<string>): void;
  /** Waits for every queued write; throws the first that failed. */
  flush(): Promise<void>;
  /** Set on disk effects: a worker thread can write the same way (workers.ts). */
  threadable?: DiskOptions;
}

export interface DiskOptions {
  /** Files under this folder are served: text files there get .br and .gz copies (precompress.ts). */
  served?: string;
}

let temporaries = 0;

/**
 * Each file is written to a temporary name and renamed into place; new pages' folders are made ahead (prepare). A
 * plain file is written there and then, on the calling thread: a page is a few dozen kilobytes into the page cache,
 * and on two cores busy rendering, handing each write to libuv's thread pool cost the renderer more (promises, file
 * handles, waiting on the pool's lock) than the write itself. A served file's compressed copies are made on the
 * thread pool and renamed in before the file itself. A failed write is reported by `flush`, as before.
 */
export function diskEffects(log: (line: string) => void = console.log, options: DiskOptions = {}): BuildEffects {
  const folders = new Set<string>();
  /** The folders prepare is making: each call's after the last's. */
  let making = Promise.resolve();
  /** Temporary names being written: a listing taken meanwhile (orphans) must not see them. */
  const inFlight = new Set<string>();
  const pending = new Map<string, string | Uint8Array>();
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  const served = options.served ? `${options.served}/` : null;
  const isServed = (path: string): boolean => served !== null && path.startsWith(served) && precompressible(path);
  // Made here, synchronously and one level at a time (parents first): a plain mkdir is one system
  // call, where a recursive one through the promise API cost a fifth of a millisecond of this thread.
  const folder = (dir: string): void => {
    if (folders.has(dir)) return;
    const parent = dirname(dir);
    if (parent !== dir) folder(parent);
    try {
      mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    folders.add(dir);
  };
  const put = async (path: string, content: string | Uint8Array): Promise<void> => {
    const tmp = `${path}.tmp-${process.pid}-${threadId}-${(temporaries += 1)}`;
    inFlight.add(tmp);
    try {
      await writeFile(tmp, content);
      await rename(tmp, path).catch(async (error: unknown) => {
        await rm(tmp, { force: true });
        throw error;
      });
    } finally {
      inFlight.delete(tmp);
    }
  };
  const write = async (path: string, content: string | Uint8Array): Promise<void> => {
    folder(dirname(path));
    if (isServed(path)) {
      const copies = await compressed(content);
      await Promise.all([put(`${path}.br`, copies.br), put(`${path}.gz`, copies.gz)]);
    }
    await put(path, content);
  };
  // The file is written first and its folder made only when that fails for want of it: the folders of new pages
  // were made ahead (prepare) by the thread that listed them, and a mkdir per page on the rendering threads cost
  // them more than the write itself (measured in a cold hub build: writes went from about a fifth of each page's
  // time to an eighth).
  const putNow = (path: string, content: string | Uint8Array): void => {
    const tmp = `${path}.tmp-${process.pid}-${threadId}-${(temporaries += 1)}`;
    try {
      const dir = dirname(path);
      try {
        writeFileSync(tmp, content);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        // Made here whatever this thread believes: a folder made ahead may since have gone.
        mkdirSync(dir, { recursive: true });
        folders.add(dir);
        writeFileSync(tmp, content);
      }
      renameSync(tmp, path);
    } catch (error) {
      failure ??= error;
      try {
        rmSync(tmp, { force: true });
      } catch {
        // Nothing was written where the folder is missing or a file.
      }
    }
  };
  // No exception for a missing file: in a cold build every page is missing, and building the error cost more than
  // the stat.
  const onDisk = (path: string): number | null => {
    try {
      return statSync(path, { throwIfNoEntry: false })?.size ?? null;
    } catch {
      return null;
    }
  };
  return {
    write(path, content) {
      if (!isServed(path)) return putNow(path, content);
      pending.set(path, content);
      const job = write(path, content)
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          if (pending.get(path) === content) pending.delete(path);
          running.delete(job);
        });
      running.add(job);
    },
    read(path) {
      const queued = pending.get(path);
      if (queued !== undefined) return typeof queued === 'string' ? queued : Buffer.from(queued).toString('utf8');
      return readFileSync(path, 'utf8');
    },
    exists(path) {
      return pending.has(path) || onDisk(path) !== null;
    },
    size(path) {
      const queued = pending.get(path);
      if (queued !== undefined) return typeof queued === 'string' ? Buffer.byteLength(queued) : queued.byteLength;
      const size = onDisk(path);
      if (size === null || !isServed(path)) return size;
      return onDisk(`${path}.br`) !== null && onDisk(`${path}.gz`) !== null ? size : null;
    },
    remove: (path) => rmSync(path, { force: true, recursive: true }),
    list(dir) {
      const out: string[] = [];
      const walk = (d: string): void => {
        for (const entry of readdirSync(d, { withFileTypes: true })) {
          const p = join(d, entry.name);
          if (entry.isDirectory()) walk(p);
          else if (!inFlight.has(p)) out.push(relative(dir, p));
        }
      };
      try {
        walk(dir);
      } catch {
        return [];
      }
      return out.sort();
    },
    log,
    threadable: options,
    prepare(dirs) {
      // After the calls before it, so that a folder they are making counts as made here.
      const wanted = [...dirs];
      const job = (making = making.then(() =>
        makeFolders(
          wanted,
          (dir) => folders.has(dir),
          (dir) => void folders.add(dir),
        ),
      )).finally(() => running.delete(job));
      running.add(job);
    },
    async flush() {
      while (running.size) await Promise.all(running);
      if (failure !== null) {
        const error = failure;
        failure = null;
        throw error;
      }
    },
  };
}

/**
 * Makes `dirs` and the folders above them on libuv's pool, one plain mkdir each, parents a round before their children.
 * A recursive mkdir per folder, all queued at once, first failed on its missing parent and then made it again from the
 * top: five mkdirs and four stats a folder for the hub's 6,400 pages, on the cores the pages render on. `made`: a
 * folder known to be there; `note` notes one this call made. One that cannot be made is left to the write that needs
 * it, which reports why.
 */
async function makeFolders(dirs: string[], made: (dir: string) => boolean, note: (dir: string) => void): Promise<void> {
  const depths = new Map<string, number>();
  const byDepth: string[][] = [];
  const visit = (dir: string): number => {
    const seen = depths.get(dir);
    if (seen !== undefined) return seen;
    if (made(dir)) return -1;
    const parent = dirname(dir);
    const depth = parent === dir ? 0 : visit(parent) + 1;
    depths.set(dir, depth);
    (byDepth[depth] ??= []).push(dir);
    return depth;
  };
  for (const dir of dirs) visit(dir);
  for (const round of byDepth) {
    if (!round) continue;
    // A folder that failed fails its children here too (ENOENT, ENOTDIR), quietly: their writes say why.
    await Promise.all(
      round.map((dir) =>
        mkdir(dir).then(
          () => note(dir),
          (error: NodeJS.ErrnoException) => void (error.code === 'EEXIST' && note(dir)),
        ),
      ),
    );
  }
}

/**
 * Outputs in memory, inputs (sources, templates, code) read from disk: a whole build with no file
 * written, for tests. Reading a path never written falls through to the disk.
 */
export function memoryEffects(): BuildEffects & { files: Map<string, string | Uint8Array>; lines: string[] } {
  const files = new Map<string, string | Uint8Array>();
  const lines: string[] = [];
  return {
    files,
    lines,
    write: (path, content) => void files.set(path, content),
    read(path) {
      const f = files.get(path) ?? readFileSync(path, 'utf8');
      return typeof f === 'string' ? f : Buffer.from(f).toString('utf8');
    },
    exists: (path) => files.has(path),
    size(path) {
      const f = files.get(path);
      return f === undefined ? null : typeof f === 'string' ? Buffer.byteLength(f) : f.byteLength;
    },
    stamp(path) {
      const f = files.get(path);
      return f === undefined ? null : createHash('sha256').update(f).digest('hex');
    },
    remove(path) {
      for (const key of [...files.keys()]) if (key === path || key.startsWith(`${path}/`)) files.delete(key);
    },
    list: (dir) =>
      [...files.keys()]
        .filter((k) => k.startsWith(`${dir}/`))
        .map((k) => k.slice(dir.length + 1))
        .sort(),
    log: (line) => void lines.push(line),
    flush: () => Promise.resolve(),
  };
}
