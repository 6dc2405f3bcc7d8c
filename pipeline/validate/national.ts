// The national table: every US county, the reference list that rate tables are checked against.
import type { NationalCounty } from '../../schema/index.ts';
import type { CsvTable } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import { NATIONAL_COLUMNS, nationalRow } from './schemas.ts';
import { fieldIssue, validateRows } from './rows.ts';
import { round6 } from '../shared/format.ts';

export function checkNational(t: CsvTable): { counties: NationalCounty[]; issues: Issue[] } {
  const { rows, issues } = validateRows(t, nationalRow, [...NATIONAL_COLUMNS.required, ...NATIONAL_COLUMNS.optional]);
  const counties: NationalCounty[] = [];
  const seenFips = new Map<string, number>();
  // Slugs are URL paths within a state's site, so two counties must never share one.
  const seenSlug = new Map<string, number>();
  for (const { line, row: r } of rows) {
    const dupFips = seenFips.get(r.fips);
    const dupSlug = seenSlug.get(`${r.state}/${r.slug}`);
    if (dupFips !== undefined)
      issues.push(fieldIssue(t, line, 'fips', 'each county once', `${r.fips} again (first on line ${dupFips})`));
    else if (dupSlug !== undefined)
      issues.push(
        fieldIssue(t, line, 'slug', `a slug unique within ${r.state}`, `${r.slug} again (first on line ${dupSlug})`),
      );
    seenFips.set(r.fips, line);
    seenSlug.set(`${r.state}/${r.slug}`, line);
    counties.push({
      fips: r.fips,
      state: r.state,
      stateName: r.state_name,
      name: r.county_name,
      slug: r.slug,
      medianHomeValue: r.median_home_value,
      medianTaxesPaid: r.median_taxes_paid,
      effectiveRatePct: r.effective_rate_pct === null ? null : round6(r.effective_rate_pct),
      population: r.population,
      taxesTopcoded: r.taxes_topcoded,
      taxesBottomcoded: r.taxes_bottomcoded,
      source: r.source,
      sourceYear: r.source_year,
      populationSource: r.population_source,
      populationYear: r.population_year,
    });
  }
  return { counties, issues };
}
