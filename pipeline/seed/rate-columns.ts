export const RATE_COLUMNS = [
  'fips',
  'county_name',
  'slug',
  'kind',
  'basis',
  'rate_pct',
  'school_pct',
  'county_pct',
  'city_pct',
  'special_pct',
  'general_levy_pct',
  'nyc_class',
  'source',
  'source_year',
  'confidence',
  'derived',
  'method',
  'note',
  'note_es',
  'provenance',
  'units',
] as const;

export type RateRow = Partial<Record<(typeof RATE_COLUMNS)[number], string>>;

const ORDER = ['low', 'medium-low', 'medium', 'medium-high', 'high'] as const;
export type Confidence = (typeof ORDER)[number];

/** Source files write corrections as "corrected-high"; the correction is noted, the level kept. */
export function confidenceOf(text: string): Confidence {
  const level = text.replace(/^corrected-/, '');
  if ((ORDER as readonly string[]).includes(level)) return level as Confidence;
  return 'low';
}

export function lowest(...levels: Confidence[]): Confidence {
  return levels.reduce((a, b) => (ORDER.indexOf(a) <= ORDER.indexOf(b) ? a : b));
}

/** A county's survey rate standing in where no official rate exists, labelled as such (the method words it). */
export function surveyStandIn(national: Record<string, string>): RateRow {
  return {
    fips: national.fips,
    county_name: national.county_name,
    slug: national.slug,
    kind: 'effective',
    basis: 'market-value',
    rate_pct: national.effective_rate_pct,
    source: national.source,
    source_year: national.source_year,
    confidence: 'low',
    derived: '0',
    method: 'survey-stand-in',
  };
}
