// The data files pages load after they render (the county search, a county's units and ZIPs, a state's ZIP
// centres), each made from the site's data read through the same tracking as the pages (read-tracking.ts).
// A file whose reads are unchanged since the last build keeps its name and bytes without being made again:
// after one unit's new rate, only that county's units file is.
import { join } from 'node:path';
import { collectReads } from '../engine/reads.ts';
import { hashedJsonName } from './assets.ts';
import type { SiteData } from './data.ts';
import type { BuildEffects } from './effects.ts';
import { fingerprinter } from './fingerprint.ts';
import { settledReads, trackedData } from './read-tracking.ts';

/** A data file as the build cache keeps it: what it read, their digest with its inputs, and its file (or none). */
export interface DataFileRecord {
  reads: string[];
  shortcut: string;
  path: string | null;
}

export interface DataFileMaker {
  /**
   * The URL of the file `name` made by `make` from the site's data (null: no file), made again only when what it read
   * last time changed. `inputs`: whatever else it is made from (another file's URL, a shape), as plain data.
   */
  file(name: string, make: (site: SiteData) => unknown, inputs?: unknown): string | null;
  /** This build's records, for the cache. */
  records: Record<string, DataFileRecord>;
  /** How many files were made, and how many kept unmade. */
  counts(): { made: number; kept: number };
}

export function dataFileMaker(o: {
  site: SiteData;
  base: string;
  /** The build's code hash: a file's maker is code. */
  code: string;
  outDir: string;
  fx: BuildEffects;
  prev: Record<string, DataFileRecord> | undefined;
  /** Every file the build produces: a kept file too, so it is not removed as an orphan. */
  produced: Set<string>;
  /** A record's digest by its read key (record-digests.ts). */
  digestOf: (key: string) => string;
}): DataFileMaker {
  const tracked = trackedData(o.site);
  const fingerprint = fingerprinter();
  const { digestOf } = o;
  const shortcutOf = (name: string, reads: string[], inputs: unknown): string =>
    fingerprint([o.code, name, inputs ?? null, reads, reads.map(digestOf)]);
  const records: Record<string, DataFileRecord> = {};
  let made = 0;
  let kept = 0;
  const url = (path: string): string => {
    o.produced.add(path);
    return `${o.base}${path}`;
  };
  return {
    file(name, make, inputs) {
      const before = o.prev?.[name];
      if (
        before &&
        before.shortcut === shortcutOf(name, before.reads, inputs) &&
        (before.path === null || o.fx.size(join(o.outDir, before.path)) !== null)
      ) {
        records[name] = before;
        kept += 1;
        return before.path === null ? null : url(before.path);
      }
      made += 1;
      const { value, reads: all } = collectReads(() => make(tracked));
      const reads = settledReads(all);
      const shortcut = shortcutOf(name, reads, inputs);
      if (value === null || value === undefined) {
        records[name] = { reads, shortcut, path: null };
        return null;
      }
      const { rel } = hashedJsonName(o.base, name, value);
      if (o.fx.size(join(o.outDir, rel.path)) === null) o.fx.write(join(o.outDir, rel.path), rel.text);
      records[name] = { reads, shortcut, path: rel.path };
      return url(rel.path);
    },
    records,
    counts: () => ({ made, kept }),
  };
}
