// What the build prints about its maps: how many counties each map draws, and every place where
// the boundary file and the rate table disagree, by name, so no county goes missing silently.
import type { Variant } from '../schema/codes.ts';
import type { SiteData } from './data.ts';
import { type Atlas, disagreements } from './maps.ts';

export function mapNotes(atlas: Atlas, variant: Variant, site: SiteData): string[] {
  const counties =
    variant === 'hub'
      ? site.national.map((c) => ({ fips: c.fips, name: `${c.name}, ${c.state}` }))
      : site.states[variant]!.counties.map((c) => ({ fips: c.fips, name: c.name }));
  const prefixes = [...new Set(counties.map((c) => c.fips.slice(0, 2)))];
  const { noShape, noRecord } = disagreements(
    atlas,
    counties.map((c) => c.fips),
    prefixes,
  );
  const outside = [...atlas.ids].filter((f) => !prefixes.includes(f.slice(0, 2)));
  const name = (f: string): string => counties.find((c) => c.fips === f)?.name ?? `${atlas.names.get(f) ?? f} (${f})`;
  const notes = [`map: ${counties.length - noShape.length} of ${counties.length} counties drawn from ${atlas.source}`];
  if (noShape.length)
    notes.push(
      `map: no boundary for ${noShape.length} counties of the rate table (listed on the map, not drawn): ${noShape.map(name).join('; ')}`,
    );
  if (noRecord.length)
    notes.push(
      `map: ${noRecord.length} boundary areas without a county in the rate table (drawn grey as "no rate"): ${noRecord.map(name).join('; ')}`,
    );
  if (variant === 'hub' && outside.length)
    notes.push(
      `map: ${outside.length} boundary areas outside the 50 states and DC (Puerto Rico and other territories) left out of the national map`,
    );
  return notes;
}
