// `rates validate`: every file under sources/ through its checks, plus the checks that only show
// when sources are combined (each county has a rate in some year), without writing anything.
import { type Result, ok } from '../result.ts';
import { STATES } from '../paths.ts';
import { loadSources, type Sources } from './load.ts';
import { planOutputs } from './plan.ts';
import { fmtCount } from '../shared/format.ts';
import { zipCountLine, zipNotes } from '../validate/zip-report.ts';

export interface ValidationReport {
  sources: Sources;
  /** One line of counts, e.g. `national 3,144 counties; rates tx 2025 (254); …`. */
  counts: string;
  /** Lines printed under it: the ZIP tables' join, state by state, and every district that joins nothing. */
  notes: string[];
}

export function describeCounts(s: Sources): string {
  const rates = STATES.flatMap((st) => {
    const tables = s.rates[st];
    if (!tables) return [];
    return [`${st} ${[...tables].map(([year, recs]) => `${year} (${recs.length})`).join(' ')}`];
  });
  const units = STATES.flatMap((st) =>
    [...(s.units[st] ?? [])].map(
      ([year, byCounty]) => `${st} ${year} (${fmtCount(Object.values(byCounty).flat().length)})`,
    ),
  );
  const configs = [...STATES.filter((st) => s.configs.states[st]), ...(s.configs.hub ? ['hub'] : [])];
  const zips = (s.zips?.reports ?? []).map((r) => `${r.state} ${r.counts ? fmtCount(r.counts.zips) : 'no file'}`);
  return [
    `national ${fmtCount(s.national.length)} counties`,
    `rates ${rates.join(', ') || 'none'}`,
    `units ${units.join(', ') || 'none'}`,
    `nyc ${s.nyc ? `${s.nyc.length} fiscal years` : 'none'}`,
    `configs ${configs.join(', ') || 'none'}`,
    `zips ${zips.join(', ') || 'none'}`,
  ].join('; ');
}

/** The ZIP tables' join: each state's count line, then its notes. */
export function describeZips(s: Sources): string[] {
  return (s.zips?.reports ?? []).flatMap((r) => [zipCountLine(r), ...zipNotes(r).map((n) => `  ${n}`)]);
}

export async function validateSources(root: string): Promise<Result<ValidationReport>> {
  const sources = await loadSources(root);
  if (!sources.ok) return sources;
  const outputs = await planOutputs(sources.value, root);
  if (!outputs.ok) return outputs;
  return ok({ sources: sources.value, counts: describeCounts(sources.value), notes: describeZips(sources.value) });
}
