// A disk build's site folder, listed once before anything is written. Every kept page is kept only while its file
// is as the cache says (its size), and the build ends by removing what it did not produce and digesting the folder
// for its stamp. Asked of the disk, that was a stat per page during rendering and a second walk of the folder after
// it: 13,000 system calls for the hub's 6,500 pages. From one listing, the pages' sizes are lookups, and the folder
// after the build is the listing with what the build wrote looked at again (a few files where one rate changed).
import { statSync } from 'node:fs';
import type { BuildEffects } from './effects.ts';
import { precompressible } from './precompress.ts';
import { type OutputFile, outputFiles } from './stamp.ts';

export interface SiteFolder {
  /** The build's effects, but for a file of the folder its size comes from the listing, and each write is noted. */
  fx: BuildEffects;
  /** A file's size as listed (`rel` inside the folder), null when it is not there or lacks a compressed copy. */
  sizeOf(rel: string): number | null;
  /** The files listed (`rel` inside the folder, as fx.list gives them). */
  listed(): string[];
  /** The folder's files now: the listing less `removed`, with every file written since (and `written`) as it is. */
  after(written: Iterable<string>, removed: Iterable<string>): OutputFile[];
}

/**
 * Lists `outDir` now, or takes `files`, its listing made before anything was written into it (folder-listing.ts);
 * `served`: the folder whose text files have .br and .gz copies (diskEffects' option).
 */
export function siteFolder(outDir: string, fx: BuildEffects, served?: string, files?: OutputFile[]): SiteFolder {
  const listed = new Map((files ?? outputFiles(outDir)).map((f) => [f.rel, f]));
  const noted = new Set<string>();
  const prefix = `${outDir}/`;
  const isServed = (path: string): boolean =>
    served !== undefined && path.startsWith(`${served}/`) && precompressible(path);
  const withCopies = (path: string): string[] => (isServed(path) ? [path, `${path}.br`, `${path}.gz`] : [path]);
  const sizeOf = (rel: string): number | null => {
    const files = withCopies(`${prefix}${rel}`).map((p) => listed.get(p.slice(outDir.length)));
    return files.every((f) => f !== undefined) ? files[0]!.size : null;
  };
  return {
    fx: {
      ...fx,
      write(path, content) {
        noted.add(path);
        fx.write(path, content);
      },
      size: (path) => (noted.has(path) || !path.startsWith(prefix) ? fx.size(path) : sizeOf(path.slice(prefix.length))),
    },
    sizeOf,
    listed: () => [...listed.keys()].map((rel) => rel.slice(1)),
    after(written, removed) {
      for (const rel of removed) listed.delete(`/${rel}`);
      for (const path of [...noted, ...written])
        for (const p of withCopies(path)) {
          if (!p.startsWith(prefix)) continue;
          const s = statSync(p, { throwIfNoEntry: false });
          const rel = p.slice(outDir.length);
          if (s?.isFile()) listed.set(rel, { rel, size: s.size, mtimeMs: s.mtimeMs });
          else listed.delete(rel);
        }
      return [...listed.values()];
    },
  };
}
