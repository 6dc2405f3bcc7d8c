// `rates units --state ny --county SLUG`: a New York county's units (county, cities, towns, villages,
// school segments) with id, name, type, rate, year and status, as a table or as JSON.
import { exitCodeOf } from '../pipeline/shared/errors.ts';
import { generatedData } from '../pipeline/shared/generated-data.ts';
import type { NyUnit } from '../site/calc/types.ts';

export interface UnitsIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const status = (u: NyUnit): string => (u.viaCopy ? `${u.status} (read in a copy)` : u.status);
const pct = (u: NyUnit): string => (u.ratePct === null ? 'no rate' : `${u.ratePct.toFixed(6)}%`);

/** Returns the exit code: 1 when the county is not a New York county outside New York City. */
export function listNyUnits(root: string, slug: string, json: boolean, io: UnitsIo): number {
  const gen = generatedData(root);
  const county = gen.stateRates('ny').counties.find((c) => c.slug === slug);
  const file = gen.nyUnits();
  const units = county ? file?.counties[county.fips] : undefined;
  if (!county || !units) {
    const known = Object.keys(file?.counties ?? {});
    const slugs = gen
      .stateRates('ny')
      .counties.filter((c) => known.includes(c.fips))
      .map((c) => c.slug);
    io.err(
      `error: --county: expected a New York county outside New York City (${slugs.join(', ')}), found ${JSON.stringify(slug)}`,
    );
    return exitCodeOf('InputRefused');
  }
  const rows = units.map((u) => ({
    id: u.id,
    name: u.name,
    type: u.type,
    ...(u.municipalityId ? { in: u.municipalityId } : {}),
    ratePct: u.ratePct,
    year: u.taxYear,
    status: u.status,
    ...(u.viaCopy ? { viaCopy: true } : {}),
  }));
  if (json) {
    io.out(JSON.stringify({ state: 'ny', county: county.slug, name: county.name, units: rows }, null, 2));
    return 0;
  }
  const cells = units.map((u) => [u.id, u.name, u.type, pct(u), String(u.taxYear), status(u)]);
  const head = ['id', 'name', 'type', 'rate', 'year', 'status'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => (i === 3 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  // Each unit's own newest row: the Comptroller's table read in a copy, or a rate the unit published later.
  io.out(`${county.name}, New York: ${units.length} units, rates in percent of full value`);
  io.out(line(head));
  for (const c of cells) io.out(line(c));
  return 0;
}
