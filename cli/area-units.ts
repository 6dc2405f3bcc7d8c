// `rates units --state fl|ca --county SLUG`: a Florida or California county's areas (cities, the
// unincorporated area, tax rate areas) with id, name, type, rate, year and status, the most common
// first, as a table or as JSON. Florida rates are shown in mills as published, California in percent.
import { generatedData } from '../pipeline/shared/generated-data.ts';
import type { AreaState, AreaUnit } from '../site/calc/types.ts';
import type { UnitsIo } from './ny-units.ts';

const STATE_NAME: Record<AreaState, string> = { fl: 'Florida', ca: 'California' };
const shown = (state: AreaState, u: AreaUnit): string =>
  state === 'fl' ? `${(u.ratePct * 10).toFixed(4)} mills` : `${u.ratePct.toFixed(6)}%`;

/** Returns the exit code: 1 when the county is not one of the state's counties with areas. */
export function listAreaUnits(root: string, state: AreaState, slug: string, json: boolean, io: UnitsIo): number {
  const gen = generatedData(root);
  const counties = gen.stateRates(state).counties;
  const county = counties.find((c) => c.slug === slug);
  const file = gen.areaUnits(state);
  const units = county ? file?.counties[county.fips] : undefined;
  if (!county || !units) {
    const held = Object.keys(file?.counties ?? {});
    const slugs = counties.filter((c) => held.includes(c.fips)).map((c) => c.slug);
    const why = county
      ? `we hold no city or area rates for ${county.name}; its county average applies`
      : 'unknown county';
    io.err(
      `error: --county: expected a ${STATE_NAME[state]} county with city or area rates (${slugs.join(', ') || 'none'}), found ${JSON.stringify(slug)} (${why})`,
    );
    return 1;
  }
  const rows = units.map((u) => ({
    id: u.id,
    name: u.name.en,
    type: u.type,
    ratePct: u.ratePct,
    ...(state === 'fl' ? { mills: Number((u.ratePct * 10).toFixed(4)) } : {}),
    year: u.taxYear,
    status: u.status,
    source: u.source,
  }));
  if (json) {
    io.out(JSON.stringify({ state, county: county.slug, name: county.name, units: rows }, null, 2));
    return 0;
  }
  const cells = units.map((u) => [u.id, u.name.en, u.type, shown(state, u), String(u.taxYear), u.status]);
  const head = ['id', 'name', 'type', 'rate', 'year', 'status'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => (i === 3 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  io.out(`${county.name}, ${STATE_NAME[state]}: ${units.length} areas, the most common first`);
  io.out(line(head));
  for (const c of cells) io.out(line(c));
  return 0;
}
