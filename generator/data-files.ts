// The data files pages load after they render (the county search, a county's units and ZIPs, a state's ZIP
// centres), each made from the site's data read through the same tracking as the pages (read-tracking.ts).
// A file whose reads are unchanged since the last build keeps its name and bytes without being made again:
// after one unit's new rate, only that county's units file is.
import { join } from 'node:path';
import { collectReads } from '../engine/reads.ts';
import { hashedJsonName } from './assets.ts';
import type { SiteData } from './data.ts';
import type { BuildEffects } from './effects.ts';
import { type Fingerprint, fingerprinter } from './fingerprint.ts';
import { settledReads, trackedData } from './read-tracking.ts';
import type { Digester } from './record-digests.ts';

/** A data file as the build cache keeps it: what it read, their digest with its inputs, and its file (or none). */
export interface DataFileRecord {
  reads: string[];
  shortcut: string;
  /** The digest of its code, name and other inputs: with the same, and its reads' digests kept, it is the same. */
  context?: string;
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
  /** A digester of records by their read keys (record-digests.ts), given this maker's fingerprinter. */
  digesterWith: (fingerprint: Fingerprint) => Digester;
}): DataFileMaker {
  const tracked = trackedData(o.site);
  const fingerprint = fingerprinter();
  const digestOf = o.digesterWith(fingerprint);
  const contextOf = (name: string, inputs: unknown): string => fingerprint([o.code, name, inputs ?? null]);
  const shortcutOf = (context: string, reads: string[]): string => fingerprint([context, reads, reads.map(digestOf)]);
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
      const context = contextOf(name, inputs);
      if (
        before &&
        ((before.context === context && digestOf.kept(before.reads)) ||
          before.shortcut === shortcutOf(context, before.reads)) &&
        (before.path === null || o.fx.size(join(o.outDir, before.path)) !== null)
      ) {
        records[name] = before.context === context ? before : { ...before, context };
        kept += 1;
        return before.path === null ? null : url(before.path);
      }
      made += 1;
      const { value, reads: all } = collectReads(() => make(tracked));
      const reads = settledReads(all);
      const shortcut = shortcutOf(context, reads);
      if (value === null || value === undefined) {
        records[name] = { reads, shortcut, context, path: null };
        return null;
      }
      const { rel } = hashedJsonName(o.base, name, value);
      if (o.fx.size(join(o.outDir, rel.path)) === null) o.fx.write(join(o.outDir, rel.path), rel.text);
      records[name] = { reads, shortcut, context, path: rel.path };
      return url(rel.path);
    },
    records,
    counts: () => ({ made, kept }),
  };
}
