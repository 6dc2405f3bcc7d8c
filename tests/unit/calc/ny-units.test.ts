// New York outside NYC billed by unit: the Erie example through the CLI, the exemptions on
// the lines the law names, the choice refused when the school segment lies in another town, and the
// county average saying so when no unit is chosen.
import { describe, expect, it } from 'vitest';
import { runCalc, type CalcOptions } from '../../../cli/calc.ts';
import { listUnits } from '../../../cli/unit-list.ts';
import { newYorkTax } from '../../../states/ny/engine.ts';
import { chooseUnits } from '../../../engine/unit-choice.ts';
import type { PickUnit } from '../../../engine/pick-unit.ts';
import { calcState } from '../../../states/engines.ts';
import { rateFromCounty } from '../../../engine/split.ts';
import { newYorkRules } from '../../../states/ny/rules.ts';
import type { BillUnit, GeneralResult } from '../../../engine/model.ts';
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

  it('the report names each unit, its year and that it was read in a copy, in Spanish too', () => {
    const en = run({ ...erie, unit: [AMHERST], school: WILLIAMSVILLE });
    expect(en.stdout).toMatch(
      /Town of Amherst · 2024: 2026 not in our data yet \(read in a copy\)\s+0\.590%\s+\$300,000\s+\$1,770/,
    );
    expect(en.stdout).toMatch(
      /Williamsville Central School District \(segment in Town of Amherst\) · 2024: 2026 not in our data yet \(read in a copy\)\s+1\.166%/,
    );
    expect(en.stdout).toContain('Library levies');
    expect(en.stdout).toContain("read in a copy of the Comptroller's workbook");
    const es = run({ ...erie, unit: [AMHERST], school: WILLIAMSVILLE, lang: 'es' });
    expect(es.stdout).toMatch(/Pueblo de Amherst · 2024: .*2026.*\(leída en una copia\)\s+0\.590%/);
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
    expect(r.stderr).toContain('error: segment: This school district does not reach the chosen town or city');
    for (const id of [
      'amherst-csd.town-amherst',
      'clarence-csd.town-amherst',
      'sweet-home-csd.town-amherst',
      WILLIAMSVILLE,
    ])
      expect(r.stderr).toContain(id);
  });

  it('a town alone takes its largest school segment, and says it chose it', () => {
    const out = JSON.parse(run({ ...erie, unit: [AMHERST], json: true }).stdout);
    expect(out.assumed).toEqual([
      {
        part: 'school',
        slot: 'segment',
        id: WILLIAMSVILLE,
        name: expect.stringContaining('Williamsville'),
        share: null,
        from: 'county',
      },
    ]);
    expect((out.result as GeneralResult).notices.map((n) => n.code)).toContain('unit-assumed');
  });

  it('refuses an unknown id and units without a county', () => {
    expect(run({ ...erie, unit: ['town-nowhere'], school: WILLIAMSVILLE }).stderr).toMatch(
      /expected the id of a town, city, village or school district segment of the county, found "town-nowhere"/,
    );
    expect(run({ value: '300000', unit: [AMHERST], rate: '2' }).code).toBe(1);
  });

  it('no unit chosen: the county average line by part, and it says so', () => {
    const r = JSON.parse(run({ ...erie, json: true }).stdout).result as GeneralResult;
    expect(r.units.every((u) => u.kind === 'part')).toBe(true);
    expect(r.notices.map((n) => n.code)).toContain('ny-county-average');
  });
});

describe('exemptions on the lines the law names', () => {
  const rules = newYorkRules(ny);
  const unit = (id: string, part: BillUnit['part'], ratePct: number): BillUnit => ({
    id,
    name: id,
    part,
    ratePct,
    taxYear: 2024,
    status: 'adopted',
  });
  const units = [
    unit('county', 'county', 0.4),
    unit('town', 'city', 0.6),
    unit('village', 'special', 0.5),
    unit('school', 'school', 1.5),
  ];
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
    const r = newYorkTax({ homeValue: 300_000, starType: 'basic', units }, rate, rules, null);
    const byId = Object.fromEntries(r.units.map((u) => [u.id, u]));
    expect(byId.school!.taxableValue).toBe(300_000 - rules.starBasic);
    for (const id of ['county', 'town', 'village']) expect(byId[id]!.taxableValue).toBe(300_000);
    expect(r.annualTax).toBeCloseTo(
      r.units.reduce((s, u) => s + u.tax, 0),
      6,
    );
  });

  it("the veterans' exemption (458-a) reduces county, town and village, not the school line", () => {
    const r = newYorkTax({ homeValue: 300_000, veteranService: 'wartime', units }, rate, rules, null);
    const byId = Object.fromEntries(r.units.map((u) => [u.id, u]));
    const wartime = Math.min((300_000 * rules.veteran.wartimePct) / 100, rules.veteran.maxWartime);
    for (const id of ['county', 'town', 'village']) expect(byId[id]!.taxableValue).toBe(300_000 - wartime);
    expect(byId.school!.taxableValue).toBe(300_000);
  });

  it('the senior exemption (467) reduces every line by its share of the value', () => {
    const r = newYorkTax({ homeValue: 300_000, seniorCitizen: true, units }, rate, rules, null);
    expect(r.units.length).toBeGreaterThan(0);
    for (const u of r.units) expect(u.taxableValue).toBe(300_000 * (1 - rules.seniorValuePct / 100));
  });
});

describe('the one chooser, with New York units', () => {
  const rules = calcState('ny').units;
  const pick = (id: string, type: PickUnit['type'], ratePct: number | null, parentId?: string): PickUnit => ({
    id,
    name: id,
    type,
    part: type === 'county' ? 'county' : type === 'school-segment' ? 'school' : type === 'village' ? 'special' : 'city',
    ratePct,
    taxYear: 2024,
    status: 'adopted',
    ...(type === 'county' ? { countywide: true as const } : {}),
    ...(parentId ? { parentId } : {}),
  });
  const units = [
    pick('county-x', 'county', 0.4),
    pick('city-y', 'city', 0.7),
    pick('village-v', 'village', null),
    pick('sd.city-y', 'school-segment', 1.2, 'city-y'),
  ];
  it('nothing chosen: null (the county average)', () =>
    expect(chooseUnits(rules, units, null, { ids: [] }, 2026)).toBeNull());
  it('a village in a city is refused', () => {
    const r = chooseUnits(rules, units, null, { ids: ['city-y', 'village-v', 'sd.city-y'] }, 2026);
    expect(r && 'errors' in r ? r.errors.map((e) => e.detail) : []).toEqual([
      expect.stringContaining('village-v lies in a town, not in city-y'),
    ]);
  });
  it('a unit without a rate comes on the bill with none, marked, never a failed bill', () => {
    const towns = [...units, pick('town-t', 'town', 0.5), pick('sd.town-t', 'school-segment', 1.1, 'town-t')];
    const r = chooseUnits(rules, towns, null, { ids: ['town-t', 'village-v'] }, 2026);
    if (!r || 'errors' in r) throw new Error('expected units');
    expect(r.units.map((u) => [u.id, u.ratePct])).toEqual([
      ['county-x', 0.4],
      ['town-t', 0.5],
      ['village-v', null],
      ['sd.town-t', 1.1],
    ]);
  });
});

describe('rates units --state ny', () => {
  it('lists every unit of the county with id, name, type, the rate per $1,000 as published, year and status', () => {
    const listed = listUnits(ROOT, 'ny', 'erie');
    if (!listed.ok) throw new Error('expected a listing');
    const amherst = listed.value.units.find((u) => u.id === AMHERST)!;
    expect(amherst).toMatchObject({ type: 'town', taxYear: 2024, status: 'adopted', rateUnit: 'per-1000' });
    expect(amherst.ratePct).toBeCloseTo(0.59003, 5);
    expect(amherst.rate).toBeCloseTo(5.9003, 4);
    const kings = listUnits(ROOT, 'ny', 'kings');
    expect(kings.ok).toBe(false);
    if (!kings.ok)
      expect(kings.errors[0]!.message).toMatch(
        /expected the slug of a NY county with taxing units \(albany, .*\), found "kings"/,
      );
  });
});
