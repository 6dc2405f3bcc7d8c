// Where esbuild bundles made for Node live: .cache/<kind>/<id>/, the id a digest of the files, so the
// same sources give the same folder and a changed source a new one beside it.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

interface OutputFile {
  path: string;
  contents: Uint8Array;
}

const digest = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex').slice(0, 20);

/**
 * A build that started before a new bundle was made may still be importing its own (chunks load on first
 * use), so only bundles no process has chosen for longer than any build runs are taken away (each run
 * touches the one it uses; a half-written `.tmp-` folder of a process that died ages the same way).
 */
const STALE_AFTER_MS = 30 * 60 * 1000;

/** Bundles of earlier sources, each several hundred KB, that would otherwise pile up with every edit. */
export function pruneOldBundles(cache: string, keep: string, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(cache, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === keep) continue;
    const path = join(cache, entry.name);
    if (now - statSync(path).mtimeMs < STALE_AFTER_MS) continue;
    rmSync(path, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

/** Marks a bundle folder as in use (see pruneOldBundles) and gives it back. */
export function chosen(dir: string): string {
  const now = new Date();
  utimesSync(dir, now, now);
  return dir;
}

function exists(path: string): boolean {
  try {
    readFileSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores esbuild's output files (made with `write: false` for `outdir`) under `cache/<id>/` unless
 * that folder is already whole, takes away stale bundles beside it, and returns the id. Written
 * aside and renamed in whole, so a process starting beside this one never sees half of it.
 */
export function storeBundle(cache: string, outdir: string, outputs: OutputFile[]): string {
  const files = outputs.map((f) => ({ rel: relative(outdir, f.path), contents: f.contents }));
  const id = digest(files.map((f) => `${f.rel}\0${digest(f.contents)}`).join('\n'));
  const target = join(cache, id);
  if (!files.every((f) => exists(join(target, f.rel)))) {
    const aside = `${target}.tmp-${process.pid}`;
    for (const f of files) {
      mkdirSync(dirname(join(aside, f.rel)), { recursive: true });
      writeFileSync(join(aside, f.rel), f.contents);
    }
    try {
      renameSync(aside, target);
    } catch {
      rmSync(aside, { recursive: true, force: true });
    }
  }
  pruneOldBundles(cache, id);
  chosen(target);
  return id;
}
