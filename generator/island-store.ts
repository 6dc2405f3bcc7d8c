// The browser islands and the stylesheet as esbuild bundled them, kept in .cache/islands/<key>/ by the
// code hash (cache.ts) and tsconfig.json, so a build without dist/ (a cold one) on the same code takes
// them instead of bundling again: most of a second of esbuild's processes competing with the data's
// loading and the first pages for the cores. Each file's digest is kept beside it; a file missing or
// altered, or an unreadable index: bundled again, as without the store.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { chosen, pruneOldBundles } from './bundle-store.ts';

export interface IslandBundle {
  /** Each file's path under the site's folder ('assets/page-XXXX.js') and bytes. */
  files: { rel: string; contents: Uint8Array }[];
  css: Uint8Array;
}

interface Index {
  files: { rel: string; sha256: string }[];
  css: string;
}

const STORE = '.cache/islands';
const CSS = 'site.css';
const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** The store's key: what the bundle is made from (the code hash covers the code and package-lock.json) and how. */
export function islandKey(root: string, code: string): string {
  let tsconfig = '';
  try {
    tsconfig = readFileSync(join(root, 'tsconfig.json'), 'utf8');
  } catch {
    // No tsconfig.json: esbuild reads none either.
  }
  return sha256(`${code}\0${tsconfig}`).slice(0, 32);
}

/** The stored bundle for `key`, every file as it was stored; null when there is none or any part differs. */
export function storedIslands(root: string, key: string): IslandBundle | null {
  const dir = join(root, STORE, key);
  try {
    const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as Index;
    const read = (rel: string, digest: string): Uint8Array => {
      const bytes = readFileSync(join(dir, rel));
      if (sha256(bytes) !== digest) throw new Error(`${rel} altered`);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    };
    const files = index.files.map((f) => ({ rel: f.rel, contents: read(f.rel, f.sha256) }));
    const css = read(CSS, index.css);
    chosen(dir);
    return { files, css };
  } catch {
    return null;
  }
}

/** Keeps `bundle` under `key`, written aside and renamed in whole; a failure costs the next cold build a bundling. */
export function storeIslands(root: string, key: string, bundle: IslandBundle): void {
  const store = join(root, STORE);
  const aside = join(store, `${key}.tmp-${process.pid}-${threadId}`);
  try {
    for (const f of bundle.files) {
      mkdirSync(dirname(join(aside, f.rel)), { recursive: true });
      writeFileSync(join(aside, f.rel), f.contents);
    }
    writeFileSync(join(aside, CSS), bundle.css);
    const index: Index = {
      files: bundle.files.map((f) => ({ rel: f.rel, sha256: sha256(f.contents) })),
      css: sha256(bundle.css),
    };
    writeFileSync(join(aside, 'index.json'), JSON.stringify(index, null, 1));
    rmSync(join(store, key), { recursive: true, force: true });
    renameSync(aside, join(store, key));
    pruneOldBundles(store, key);
  } catch {
    rmSync(aside, { recursive: true, force: true });
  }
}
