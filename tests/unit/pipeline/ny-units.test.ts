// New York units in the one unit table: the seed's one conversion (dollars per $1,000 → percent, digits
// kept), the checks of sources/units/ny at FILE:LINE:COLUMN, and generated/units/ny.json against it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { generatedData } from '../../../pipeline/shared/generated-data.ts';
import { parseCsv } from '../../../pipeline/ingest/ingest.ts';
import { perThousandToPct } from '../../../pipeline/shared/per-thousand.ts';
import { UNIT_COLUMNS } from '../../../pipeline/validate/schemas.ts';
import { type KnownUnits, checkUnitTable } from '../../../pipeline/validate/units.ts';
import { unitsOutput } from '../../../pipeline/emit/units.ts';
import { calcState } from '../../../states/engines.ts';
import type { NationalCounty, Unit } from '../../../schema/index.ts';

const ROOT = join(import.meta.dirname, '../../..');
const TABLE = 'sources/units/ny/2024.csv';
const NY_UNIT_COLUMNS = UNIT_COLUMNS;
const rules = calcState('ny').units;
const checkNyUnits = (
  t: Parameters<typeof checkUnitTable>[0],
  counties: readonly NationalCounty[],
  ctx: { year?: number; earlier?: KnownUnits } = {},
) => checkUnitTable(t, counties, { state: 'ny', rules, year: ctx.year ?? 2024, earlier: ctx.earlier ?? new Map() });
const nyUnitsOutput = (tables: Map<number, Record<string, Unit[]>>, year: number) =>
  unitsOutput('ny', tables, year, new Map());

describe('perThousandToPct', () => {
  it('moves the decimal point and keeps every digit', () => {
    expect(perThousandToPct('5.9003330648778904')).toBe('0.59003330648778904');
    expect(perThousandToPct('11.6575')).toBe('1.16575');
    expect(perThousandToPct('7.7131060519703198E-2')).toBe('0.0077131060519703198');
    expect(perThousandToPct('30')).toBe('3');
    expect(perThousandToPct('Not filed')).toBe('');
    expect(() => perThousandToPct('5,9')).toThrow(/expected a rate per \$1,000/);
  });
});

describe('sources/units/ny checks', () => {
  const text = readFileSync(join(ROOT, TABLE), 'utf8');
  const counties = generatedData(ROOT).national() as NationalCounty[];
  const lines = text.split('\n');
  const header = lines[0]!;
  const amherst = lines.findIndex((l) => l.startsWith('36029,Erie County,town-amherst,'));
  const segment = lines.findIndex((l) => l.startsWith('36029,Erie County,williamsville-csd.town-amherst,'));

  it('the stored table passes', () => {
    const parsed = parseCsv(text, TABLE, NY_UNIT_COLUMNS);
    if (!parsed.ok) throw new Error(parsed.errors[0]!.message);
    expect(checkNyUnits(parsed.value, counties).issues).toEqual([]);
  });

  it('refuses a rate in dollars per $1,000, a segment outside a town of its county and a duplicate id, each at its place', () => {
    const bad = [
      header,
      lines[amherst]!.replace(',5.9003330648778904,', ',590.03,'),
      lines[segment]!.replace(',town-amherst,11.6575', ',town-nowhere,11.6575'),
      lines[amherst]!,
      lines[amherst]!,
    ].join('\n');
    const parsed = parseCsv(bad, 'units.csv', NY_UNIT_COLUMNS);
    if (!parsed.ok) throw new Error(parsed.errors[0]!.message);
    const messages = checkNyUnits(parsed.value, counties).issues.map((i) => `${i.where} ${i.message}`);
    expect(messages).toContainEqual(
      expect.stringMatching(/^units\.csv:2:7 rate: expected a rate per-1000 from 0 to 100 as published/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^units\.csv:3:6 parent_id: expected the id of a town or city of the same county/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^units\.csv:5:3 unit_id: expected each unit once per county/),
    );
  });
});

describe('a later year of sources/units/ny holds any units of the earlier years', () => {
  const text = readFileSync(join(ROOT, TABLE), 'utf8');
  const counties = generatedData(ROOT).national() as NationalCounty[];
  const parsed = parseCsv(text, TABLE, NY_UNIT_COLUMNS);
  if (!parsed.ok) throw new Error(parsed.errors[0]!.message);
  const full = checkNyUnits(parsed.value, counties, { year: 2024 });
  const earlier = new Map(Object.entries(full.units).flatMap(([f, list]) => list.map((u) => [`${f}/${u.id}`, u])));
  const lines = text.split('\n');
  const amherst = lines.find((l) => l.startsWith('36029,Erie County,town-amherst,'))!;
  // A test figure, never written to sources/: only the year, status and rate differ from the 2024 row.
  const amherst2026 = amherst.replace(
    ',5.9003330648778904,per-1000,2024,adopted-secondary,',
    ',6.1234,per-1000,2026,adopted,',
  );
  const check = (rows: string[]) => {
    const t = parseCsv([lines[0], ...rows].join('\n'), '2026.csv', NY_UNIT_COLUMNS);
    if (!t.ok) throw new Error(t.errors[0]!.message);
    return checkNyUnits(t.value, counties, { year: 2026, earlier });
  };

  it('one unit alone passes: no county row, no town list needed', () => {
    const r = check([amherst2026]);
    expect(r.issues).toEqual([]);
    expect(r.units['36029']).toMatchObject([
      { id: 'town-amherst', ratePct: 0.61234, taxYear: 2026, status: 'adopted' },
    ]);
  });

  it('an id no earlier year lists is refused at its cell with the closest ids; a changed type and a wrong year too', () => {
    const messages = check([
      amherst2026.replace(',town-amherst,', ',town-amhurst,'),
      amherst2026.replace(',town,', ',city,'),
      amherst2026
        .replace(',2026,adopted,', ',2025,adopted,')
        .replace(',town-amherst,', ',county-erie,')
        .replace(',town,', ',county,'),
    ]).issues.map((i) => `${i.where} ${i.message}`);
    expect(messages).toEqual([
      expect.stringMatching(
        /^2026\.csv:2:3 unit_id: expected the id of a unit of the same county in an earlier year's table \(closest: Town of Amherst \(town-amherst\), .*\); a later year holds only units listed before, found "town-amhurst"$/,
      ),
      '2026.csv:3:5 unit_type: expected town, as in the earlier years, found "city"',
      '2026.csv:4:9 tax_year: expected 2026, the year the file is named for, found 2025',
    ]);
  });

  it("emit bills each unit at its own newest row up to the product year, in the full table's order", () => {
    const later = check([amherst2026]).units;
    const tables = new Map<number, Record<string, Unit[]>>([
      [2024, full.units],
      [2026, later],
    ]);
    const out = nyUnitsOutput(tables, 2026)!;
    expect(out.year).toBe(2026);
    const erie = out.counties['36029']!;
    expect(erie.map((u) => u.id)).toEqual(full.units['36029']!.map((u) => u.id));
    expect(erie.find((u) => u.id === 'town-amherst')).toMatchObject({
      taxYear: 2026,
      status: 'adopted',
      ratePct: 0.61234,
    });
    expect(erie.find((u) => u.id === 'town-amherst')!.viaCopy).toBeUndefined();
    expect(erie.filter((u) => u.id !== 'town-amherst').every((u) => u.taxYear === 2024 && u.viaCopy)).toBe(true);
    // Before its year the row is not used.
    expect(nyUnitsOutput(tables, 2025)!.counties['36029']!.find((u) => u.id === 'town-amherst')!.taxYear).toBe(2024);
  });
});

describe('generated/units/ny.json', () => {
  const file = generatedData(ROOT).units('ny')!;
  const rows = parse(readFileSync(join(ROOT, TABLE), 'utf8'), { columns: true }) as Record<string, string>[];

  it("holds every unit of the Comptroller's 2024 table, each rate per $1,000 ÷ 10, as adopted levies read in a copy", () => {
    const all = Object.values(file.counties).flat();
    expect(all).toHaveLength(rows.length);
    for (const r of rows.filter((x) => x.county_name === 'Erie County')) {
      const unit = file.counties['36029']!.find((u) => u.id === r.unit_id);
      expect(unit, r.unit_name).toBeDefined();
      if (r.rate) expect(unit!.ratePct).toBeCloseTo(Number(r.rate) / 10, 12);
      expect(unit).toMatchObject({ rateUnit: 'per-1000', taxYear: 2024, status: 'adopted', viaCopy: true });
    }
    const amherst = file.counties['36029']!.find((u) => u.name === 'Town of Amherst');
    expect(amherst).toMatchObject({ type: 'town', part: 'city', status: 'adopted', taxYear: 2024 });
    expect(all.every((u) => u.source === 'NYS Office of the State Comptroller' && u.provenance?.includes('copy'))).toBe(
      true,
    );
  });
});
