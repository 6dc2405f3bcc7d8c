// New York outside New York City, unit by unit: every county, city, town, village and school-district
// segment (one district × one city or town) of the State Comptroller's 2024 full-value tax rates,
// read through a copy of the workbooks. Rates arrive in dollars per $1,000 of full value and are
// converted here, once, to percent of full value by moving the decimal point (no float arithmetic).
import type { Row } from './csv.ts';
import { readCsv } from './csv.ts';
import { perThousandToPct } from '../shared/per-thousand.ts';

export const NY_UNIT_CSV_COLUMNS = [
  'fips',
  'county_name',
  'unit_id',
  'unit_name',
  'unit_type',
  'municipality_id',
  'rate_pct',
  'tax_year',
  'status',
  'taxable_full_value',
  'source',
  'document',
  'url',
  'read_on',
  'confidence',
  'provenance',
  'note',
  'note_es',
] as const;

type Out = Record<(typeof NY_UNIT_CSV_COLUMNS)[number], string>;

const TYPES: Record<string, string> = {
  county: 'county',
  city: 'city',
  town: 'town',
  village: 'village',
  'school district segment': 'school-segment',
};

const slugOf = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "Town of Amherst" → "town-amherst"; "City of Buffalo" → "city-buffalo". */
export function municipalityId(name: string): string {
  const m = /^(Town|City|Village) of (.+)$/.exec(name);
  return m ? `${m[1]!.toLowerCase()}-${slugOf(m[2]!)}` : slugOf(name);
}

/** The district's name shortened the way New York writes it (CSD, UFSD), then the segment's town or city. */
function schoolId(schoolName: string, town: string): string {
  const short = schoolName
    .replace(/Union Free School District/i, 'UFSD')
    .replace(/Central School District/i, 'CSD')
    .replace(/City School District/i, 'City SD')
    .replace(/School District/i, 'SD');
  return `${slugOf(short)}.${municipalityId(town)}`;
}

const SHEET = /sheet '([^']+)'/;
/** The workbook row a figure sits in: "row muni_code 140301900000" or "SD code … x city/town …". */
const rowOf = (location: string): string => /\(([^()]*code[^()]*)\)\s*$/.exec(location)?.[1] ?? location;

function noteFor(type: string, r: Row): { note: string; note_es: string } {
  if (r.rate!.trim() === 'Not filed')
    return {
      note: 'No levy was filed with the Comptroller for this year, so there is no rate.',
      note_es: 'Este año no se presentó la recaudación ante el Contralor, así que no hay tasa.',
    };
  if (r.rate!.trim() === '')
    return {
      note: 'The workbook gives no rate for this segment (no taxable full value is listed for it).',
      note_es: 'El libro de cálculo no da tasa para este segmento (no indica valor total gravable).',
    };
  if (type === 'town')
    return {
      note: "The town rate is the whole town levy over the whole town's full value: town special districts (fire, lighting, water) and the funds raised only outside villages are averaged over the town, so a home may pay more or less. Library levies are not included.",
      note_es:
        'La tasa del pueblo es toda la recaudación del pueblo sobre todo su valor total: los distritos especiales del pueblo (bomberos, alumbrado, agua) y los fondos que se recaudan solo fuera de las villas se promedian sobre todo el pueblo, así que una vivienda puede pagar más o menos. No incluye las recaudaciones de bibliotecas.',
    };
  if (type === 'school-segment') {
    const library = /library levy on segment: ([\d.]+)/.exec(r.notes ?? '');
    if (library && Number(library[1]) > 0) {
      const dollars = Math.round(Number(library[1])).toLocaleString('en-US');
      const dolares = Math.round(Number(library[1])).toLocaleString('es-MX');
      return {
        note: `A library levy of $${dollars} is raised on this segment and is not included in this rate.`,
        note_es: `En este segmento se recaudan $${dolares} para la biblioteca, que esta tasa no incluye.`,
      };
    }
  }
  if (type === 'county')
    return {
      note: 'The county-purpose levy, county special districts included, over the county’s taxable full value.',
      note_es:
        'La recaudación para fines del condado, con sus distritos especiales, sobre el valor total gravable del condado.',
    };
  return { note: '', note_es: '' };
}

/** One row per unit of 2024 (the Comptroller's newest complete year); later partial rows are left out. */
export function seedNewYorkUnits(dataDir: string, national: Map<string, Row>): Out[] {
  const byName = new Map(
    [...national.values()].filter((c) => c.state === 'NY').map((c) => [c.county_name!.replace(/ County$/, ''), c]),
  );
  // New York City's own row is left out: the five boroughs are billed by the city's class rates.
  const rows = readCsv(`${dataDir}/sub-county/ny-municipal-school-rates.csv`).filter(
    (r) => r.year === '2024' && r.county !== 'New York City',
  );
  const out: Out[] = [];
  for (const r of rows) {
    const kind = r.unit_type!.split(' (')[0]!;
    const type = TYPES[kind];
    if (!type) continue;
    const county = byName.get(r.county!);
    if (!county) throw new Error(`seed: no New York county named ${JSON.stringify(r.county)} in the national table`);
    const town = type === 'school-segment' ? r.segment_city_town! : '';
    const id =
      type === 'county'
        ? `county-${county.slug}`
        : type === 'school-segment'
          ? schoolId(r.school_name!, town)
          : municipalityId(r.unit_name!);
    const sheet = SHEET.exec(r.location_in_document ?? '')?.[1] ?? '';
    const workbook = r.document!.replace(/ \(copy: [^)]*\)$/, '');
    const { note, note_es } = noteFor(type, r);
    out.push({
      fips: county.fips!,
      county_name: county.county_name!,
      unit_id: id,
      unit_name: r.unit_name!,
      unit_type: type,
      municipality_id: town ? municipalityId(town) : '',
      rate_pct: perThousandToPct(r.rate!),
      tax_year: r.year!,
      // Every row was read in a relay's extract of the Comptroller's workbook: said on the page too.
      status: r.relay ? 'adopted-secondary' : 'adopted',
      taxable_full_value: /^\d+(\.\d+)?$/.test(r.taxable_full_value_usd ?? '')
        ? String(Math.round(Number(r.taxable_full_value_usd)))
        : '',
      source: 'NYS Office of the State Comptroller',
      document: `${workbook}${sheet ? `, sheet '${sheet}'` : ''}`,
      url: r.url!,
      read_on: r.read_on!,
      confidence: 'medium-high',
      provenance: `Read through a copy: ${r.relay!.replace(/^GitHub /, '')}, ${rowOf(r.location_in_document!)}; ${r.fiscal_year_note}.`,
      note,
      note_es,
    });
  }
  const order = { county: 0, city: 1, town: 2, village: 3, 'school-segment': 4 } as Record<string, number>;
  return out.sort(
    (a, b) =>
      a.fips.localeCompare(b.fips) ||
      order[a.unit_type]! - order[b.unit_type]! ||
      (a.unit_id < b.unit_id ? -1 : a.unit_id > b.unit_id ? 1 : 0),
  );
}
