// New York outside NYC billed by unit: the Erie example through the CLI, the exemptions on
// the lines the law names, the choice refused when the school segment lies in another town, and the
// county average saying so when no unit is chosen.
import { describe, expect, it } from 'vitest';
import { runCalc, type CalcOptions } from '../../../cli/calc.ts';
import { listNyUnits } from '../../../cli/ny-units.ts';
import { newYorkBill } from '../../../site/calc/ny-units.ts';
import { nyUnitChoice, type NyPickUnit } from '../../../site/calc/ny-choice.ts';
import { rateFromCounty } from '../../../site/calc/split.ts';
import { newYorkRules } from '../../../site/calc/rules.ts';
import type { GeneralResult } from '../../../site/calc/model.ts';
import { ROOT, ny } from './helpers.ts';

function run(opts: Partial<CalcOptions>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCalc({ state: 'ny', lang: 'en', ...opts } as CalcOptions, {
    root: ROOT,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const erie = { county: 'erie', value: '300000' };
const AMHERST = 'town-amherst';
const WILLIAMSVILLE = 'williamsville-csd.town-amherst';

describe('calc --state ny with --unit and --school', () => {
  it('Erie, Town of Amherst, Williamsville CSD: 300 × (3.8299 + 5.9003 + 11.6575) within a dollar, one line per unit', () => {
    const r = run({ ...erie, unit: [AMHERST], school: WILLIAMSVILLE, json: true });
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout).result as GeneralResult;
    expect(Math.abs(result.annualTax - 300 * (3.8299 + 5.9003 + 11.6575))).toBeLessThan(1);
    expect(result.units!.map((u) => [u.id, u.part, u.taxYear, u.status])).toEqual([
      ['county-erie', 'county', 2024, 'adopted'],
      [AMHERST, 'city', 2024, 'adopted'],
      [WILLIAMSVILLE, 'school', 2024, 'adopted'],
    ]);
    expect(result.units!.reduce((s, u) => s + u.tax, 0)).toBeCloseTo(result.annualTax, 6);
    // Every 2024 row was read in a relay's copy of the Comptroller's workbook, and the bill says so.
    expect(result.units!.every((u) => u.viaCopy === true)).toBe(true);
    expect(result.notices.map((n) => n.code)).toContain('ny-unit-rates');
    expect(result.notices.map((n) => n.code)).not.toContain('ny-county-average');
  });

  it('the report names each unit, in Spanish too', () => {
    const en = run({ ...erie, unit: [AMHERST], school: WILLIAMSVILLE });
    expect(en.stdout).toMatch(/Town of Amherst · 2024 adopted \(read in a copy\)\s+0\.590%\s+\$300,000\s+\$1,770/);
    expect(en.stdout).toMatch(
      /Williamsville Central School District \(segment in Town of Amherst\) · 2024 adopted \(read in a copy\)\s+1\.166%/,
    );
    expect(en.stdout).toContain('Library levies');
    expect(en.stdout).toContain("read in a copy of the Comptroller's workbook");
    const es = run({ ...erie, unit: [AMHERST], school: WILLIAMSVILLE, lang: 'es' });
    expect(es.stdout).toMatch(/Pueblo de Amherst · 2024, adoptada \(leída en una copia\)\s+0\.590%/);
    expect(es.stdout).toContain('segmento en el pueblo de Amherst');
  });

  it('the school segment alone names its town; a village adds its own line', () => {
    const alone = JSON.parse(run({ ...erie, school: WILLIAMSVILLE, json: true }).stdout).result as GeneralResult;
    expect(alone.units!.map((u) => u.id)).toEqual(['county-erie', AMHERST, WILLIAMSVILLE]);
    const village = JSON.parse(
      run({ ...erie, unit: [AMHERST, 'village-williamsville'], school: WILLIAMSVILLE, json: true }).stdout,
    ).result as GeneralResult;
    const line = village.units!.find((u) => u.id === 'village-williamsville')!;
    expect(line.part).toBe('special');
    expect(village.annualTax - alone.annualTax).toBeCloseTo(line.tax, 6);
  });

  it('refuses a school segment of another town, listing the segments of the chosen one', () => {
    const r = run({ ...erie, unit: [AMHERST], school: 'williamsville-csd.town-cheektowaga' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: school: This school district does not reach the chosen town or city');
    for (const id of [
      'amherst-csd.town-amherst',
      'clarence-csd.town-amherst',
      'sweet-home-csd.town-amherst',
      WILLIAMSVILLE,
    ])
      expect(r.stderr).toContain(id);
  });

  it('refuses a town without its school segment, an unknown id, and units without a county', () => {
    expect(run({ ...erie, unit: [AMHERST] }).stderr).toMatch(
      /expected the school district segment of Town of Amherst: amherst-csd/,
    );
    expect(run({ ...erie, unit: ['town-nowhere'], school: WILLIAMSVILLE }).stderr).toMatch(
      /expected a town, city or village of the county, found "town-nowhere"/,
    );
    expect(run({ value: '300000', unit: [AMHERST], rate: '2' }).code).toBe(1);
  });

  it('no unit chosen: the county average, and it says so', () => {
    const r = JSON.parse(run({ ...erie, json: true }).stdout).result as GeneralResult;
    expect(r.units).toBeUndefined();
    expect(r.notices.map((n) => n.code)).toContain('ny-county-average');
  });
});

describe('exemptions on the lines the law names', () => {
  const rules = newYorkRules(ny);
  const unit = (id: string, ratePct: number) => ({ id, name: id, ratePct, taxYear: 2024, status: 'adopted' as const });
  const choice = {
    county: unit('county', 0.4),
    municipality: unit('town', 0.6),
    village: unit('village', 0.5),
    school: unit('school', 1.5),
  };
  const rate = rateFromCounty(
    {
      fips: '36029',
      name: 'Erie County',
      slug: 'erie',
      kind: 'nominal',
      basis: 'full-market-value',
      ratePct: 2,
      components: { school: 1, county: 0.5, city: 0.5 },
      source: 'x',
      sourceYear: '2024',
      confidence: 'medium',
      derived: true,
      method: 'ny-osc-full-value',
      remark: null,
      tableYear: 2025,
      status: 'estimate',
    },
    rules.split,
  );

  it('Basic STAR reduces the school line only', () => {
    const r = newYorkBill({ homeValue: 300_000, starType: 'basic', nyUnits: choice }, rate, rules, null);
    const byId = Object.fromEntries(r.units!.map((u) => [u.id, u]));
    expect(byId.school!.taxableValue).toBe(300_000 - rules.starBasic);
    for (const id of ['county', 'town', 'village']) expect(byId[id]!.taxableValue).toBe(300_000);
    expect(r.annualTax).toBeCloseTo(
      r.units!.reduce((s, u) => s + u.tax, 0),
      6,
    );
  });

  it("the veterans' exemption (458-a) reduces county, town and village, not the school line", () => {
    const r = newYorkBill({ homeValue: 300_000, veteranService: 'wartime', nyUnits: choice }, rate, rules, null);
    const byId = Object.fromEntries(r.units!.map((u) => [u.id, u]));
    const wartime = Math.min((300_000 * rules.veteran.wartimePct) / 100, rules.veteran.maxWartime);
    for (const id of ['county', 'town', 'village']) expect(byId[id]!.taxableValue).toBe(300_000 - wartime);
    expect(byId.school!.taxableValue).toBe(300_000);
  });

  it('the senior exemption (467) reduces every line by its share of the value', () => {
    const r = newYorkBill({ homeValue: 300_000, seniorCitizen: true, nyUnits: choice }, rate, rules, null);
    for (const u of r.units!) expect(u.taxableValue).toBe(300_000 * (1 - rules.seniorValuePct / 100));
  });
});

describe('nyUnitChoice', () => {
  const units: NyPickUnit[] = [
    {
      id: 'county-x',
      name: 'County of X',
      type: 'county',
      municipalityId: null,
      ratePct: 0.4,
      taxYear: 2024,
      status: 'adopted',
    },
    {
      id: 'city-y',
      name: 'City of Y',
      type: 'city',
      municipalityId: null,
      ratePct: 0.7,
      taxYear: 2024,
      status: 'adopted',
    },
    {
      id: 'village-v',
      name: 'Village of V',
      type: 'village',
      municipalityId: null,
      ratePct: null,
      taxYear: 2024,
      status: 'adopted',
    },
    {
      id: 'sd.city-y',
      name: 'Y City SD',
      type: 'school-segment',
      municipalityId: 'city-y',
      ratePct: 1.2,
      taxYear: 2024,
      status: 'adopted',
    },
  ];
  it('nothing chosen: null (the county average)', () => expect(nyUnitChoice(units, [], undefined)).toBeNull());
  it('a village in a city, and a unit without a rate, are refused', () => {
    const r = nyUnitChoice(units, ['city-y', 'village-v'], 'sd.city-y');
    expect(r && 'errors' in r ? r.errors.map((e) => e.detail) : []).toEqual([
      expect.stringContaining('Village of V lies in a town, not in City of Y'),
    ]);
  });
});

describe('rates units --state ny', () => {
  it('lists every unit of the county with id, name, type, rate, year and status', () => {
    const out: string[] = [];
    expect(listNyUnits(ROOT, 'erie', true, { out: (l) => out.push(l), err: () => {} })).toBe(0);
    const listed = JSON.parse(out.join('\n')) as {
      units: { id: string; type: string; ratePct: number; year: number; status: string }[];
    };
    expect(listed.units.find((u) => u.id === AMHERST)).toMatchObject({ type: 'town', year: 2024, status: 'adopted' });
    expect(listed.units.find((u) => u.id === AMHERST)!.ratePct).toBeCloseTo(0.59003, 5);
    const err: string[] = [];
    expect(listNyUnits(ROOT, 'kings', false, { out: () => {}, err: (l) => err.push(l) })).toBe(1);
    expect(err[0]).toMatch(/expected a New York county outside New York City \(albany, .*\), found "kings"/);
  });
});
