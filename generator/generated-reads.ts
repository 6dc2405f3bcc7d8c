// Which files of generated/ a site's build read: those its data was read from (data.ts dataSources) but each state's
// units and ZIPs, parsed on first use, which count only where the build used them: as its main thread built (the
// routes, the data files, the link check: watchFirstUse) or as a page or data file it kept was made, on any thread
// and in any earlier build (their records' read keys). The site's stamp (stamp.ts) takes only the names of the other
// files, so a new rate for one Texas unit does not build again the sites that never read Texas's units, and a new
// diff report (which no build reads) builds none.
import { SEP } from '../engine/reads.ts';
import { sourceOf } from './record-digests.ts';

const KINDS = ['units', 'zips'] as const;

/**
 * The files of generated/ ('generated/rates/tx.json') the build read, sorted; undefined for every file: the data
 * came from no file (a test's copy), or a record does not say what it read.
 */
export function generatedReads(
  /** Each file the site's data was read from (data.ts dataSources), those parsed on first use included. */
  sources: Readonly<Record<string, string>> | undefined,
  /** The files parsed on first use (data.ts firstUseFiles): undefined when every file was parsed as it was loaded. */
  firstUse: readonly string[] | undefined,
  watched: ReadonlySet<string>,
  records: Iterable<{ reads?: readonly string[] }>,
): string[] | undefined {
  if (sources === undefined) return undefined;
  const lazy = new Set(firstUse);
  const used = new Set([...watched].filter((file) => lazy.has(file)));
  const whole = (kind: string) => [...lazy].filter((file) => file.startsWith(`generated/${kind}/`));
  for (const record of records) {
    if (!record.reads) return undefined;
    for (const key of record.reads) {
      const kind = KINDS.find((k) => key === k || key.startsWith(`${k}${SEP}`));
      if (kind === undefined) continue;
      const file = sourceOf(key);
      // A key that spans the states (the table whole) read every file of its kind.
      for (const f of file === null ? whole(kind) : [file]) if (lazy.has(f)) used.add(f);
    }
  }
  return Object.keys(sources)
    .filter((file) => !lazy.has(file) || used.has(file))
    .sort();
}
