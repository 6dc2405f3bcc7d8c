// `cli.ts calc`: a few real spawns for the process contract (exit codes, stdout/stderr, --help),
// and in-process runs of runCalc over the generated/ data for the rest.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCalc, type CalcOptions } from '../../../cli/calc.ts';
import { cliArgs } from '../../cli-process.ts';
import { CENTS, ROOT } from './helpers.ts';

const exec = promisify(execFile);

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, cliArgs('calc', ...args), {
      cwd: ROOT,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

function inProcess(opts: Partial<CalcOptions> & { state: string }, today = new Date(2026, 5, 1)) {
  const out: string[] = [];
  const err: string[] = [];
  // The buyer tests' closings are in 2026: checked on a day of 2026, they stay within two years of it.
  const io = { root: ROOT, out: (l: string) => out.push(l), err: (l: string) => err.push(l), today };
  const code = runCalc({ lang: 'en', ...opts }, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('cli.ts calc (spawned)', () => {
  it('--json prints the engine outcome: the Texas worked example', async () => {
    const r = await cli('--state', 'tx', '--rate', '2', '--value', '350000', '--homestead', '--json');
    expect(r.code).toBe(0);
    const outcome = JSON.parse(r.stdout);
    expect(outcome.ok).toBe(true);
    expect(outcome.result.annualTax).toBeCloseTo(5_460, CENTS);
    expect(outcome.result.monthlyTax).toBeCloseTo(455, CENTS);
    expect(outcome.result.exemptionBreakdown[0].savings).toBeCloseTo(1_540, CENTS);
  });

  it('a readable breakdown (the PDF report as text): parts, exemptions, annual, monthly, effective rate', async () => {
    const r = await cli('--state', 'tx', '--rate', '2', '--value', '350,000', '--homestead');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Estimate at a combined rate of 2\.000%, Texas\n/);
    // A typed-in rate has no units of its own, so their own exemptions are unknown and flagged.
    expect(r.stdout).toMatch(/School district \(own exemptions not included\)\s+1\.100%\s+\$210,000\s+\$2,310/);
    expect(r.stdout).toMatch(/Homestead exemption\s+\$140,000\s+\$1,540/);
    expect(r.stdout).toMatch(/Annual property tax\s+\$5,460/);
    expect(r.stdout).toMatch(/Monthly payment\s+\$455/);
    expect(r.stdout).toMatch(/Effective tax rate\s+1\.56%/);
    expect(r.stdout).toContain("divided between the parts by the state's usual split");
  });

  it('invalid input: the spec message on stderr, exit 1, errors on stdout with --json', async () => {
    const r = await cli('--state', 'tx', '--rate', '2', '--value', 'abc', '--json', '--lang', 'es');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Por favor ingrese un valor válido');
    expect(JSON.parse(r.stdout).errors[0]).toMatchObject({ field: 'homeValue', code: 'invalid-value' });
    const plain = await cli('--state', 'nyc', '--value', '1000000', '--class', 'class9');
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain('Invalid property class');
    expect(plain.stdout).toBe('');
  });

  it('--help lists every flag', async () => {
    const r = await cli('--help');
    expect(r.code).toBe(0);
    for (const flag of [
      '--state',
      '--county',
      '--rate',
      '--value',
      '--homestead',
      '--over65',
      '--disabled',
      '--veteran',
      '--star',
      '--senior-income',
      '--senior',
      '--school-tax-ceiling',
      '--class',
      '--fiscal-year',
      '--no-abatement',
      '--unit',
      '--state-code',
      '--lang',
      '--json',
    ]) {
      expect(r.stdout).toContain(flag);
    }
  });
});

describe('runCalc over generated/', () => {
  it('NYC with --assessed-value: the class rate on the billable assessed value, STAR as an exemption', () => {
    const r = inProcess({
      state: 'nyc',
      value: '1000000',
      assessedValue: '40000',
      star: 'basic',
      starForm: 'exemption',
      fiscalYear: '2026',
      json: true,
    });
    expect(r.code).toBe(0);
    const { result } = JSON.parse(r.stdout);
    // (40,000 − 1,460) × 19.843 % = 7,647.49
    expect(result.finalTax).toBeCloseTo(7_647.4922, CENTS);
    expect(result.assessed.how).toBe('entered');
    const text = inProcess({ state: 'nyc', value: '1000000', fiscalYear: '2026' });
    expect(text.stdout).toMatch(/estimated from the citywide ratio \(3\.53% of market value\)/);
    expect(text.stdout).toMatch(/Tax before exemptions\s+19\.843%\s+\$7,010/);
  });

  it('a Texas county: its source and, for an estimate, the range', () => {
    const r = inProcess({ state: 'tx', county: 'harris', value: '350000', homestead: true });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Harris County, Texas');
    expect(r.stdout).toMatch(/Rate source: .*\(\d{4}\)\n/);
    expect(r.stdout).toMatch(/Data confidence: \w+/);
    expect(r.stdout).toMatch(
      /Likely range: \$[\d,]+ to \$[\d,]+ a year\. Rates typically change by about 3% a year\.|Official \d{4} rates/,
    );
  });

  it('extra units by hand and by id from the county list', () => {
    const r = inProcess({ state: 'tx', county: 'harris', value: '350000', unit: ['MUD 7=0.8:special'], json: true });
    const { result } = JSON.parse(r.stdout);
    expect(result.extraUnits[0]).toMatchObject({ id: 'mud-7', part: 'special', ratePct: 0.8, tax: 2_800 });
    const bad = inProcess({ state: 'tx', county: 'harris', value: '350000', unit: ['no-such-unit'] });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('error: unit: ');
    expect(bad.stderr).toContain('found "no-such-unit"; the county has 101-120-03 (Baytown)');
  });

  it('unknown county, county and rate together, national with a state', () => {
    expect(inProcess({ state: 'fl', county: 'atlantis', value: '1' }).stderr).toContain('County not found');
    expect(inProcess({ state: 'fl', county: 'broward', rate: '2', value: '1' }).code).toBe(1);
    const us = inProcess({ state: 'us', county: 'harris', stateCode: 'TX', value: '300000', json: true });
    expect(JSON.parse(us.stdout).result.kind).toBe('national');
  });

  it('New York: a rating and the kind of service, for the state rules and for a borough', () => {
    const upstate = inProcess({ state: 'ny', rate: '3', value: '300000', veteran: '40', json: true });
    // RPTL 458-a: 12,000 (wartime, capped) + 40,000 (half of 40 % = 20 %, capped) off non-school levies
    expect(JSON.parse(upstate.stdout).result.annualTax).toBeCloseTo(8_220, CENTS);
    const kings = inProcess({
      state: 'ny',
      county: 'kings',
      value: '1000000',
      assessedValue: '40000',
      veteran: '40',
      veteranService: 'combat',
      json: true,
    });
    expect(JSON.parse(kings.stdout).result).toMatchObject({
      kind: 'nyc',
      exemptions: { veteran: { wartime: 4_140, combat: 2_760, disabled: 8_000 } },
    });
  });
});

describe('calc: the Houston homestead of issue #11', () => {
  it('Harris County and the City of Houston each take their own 20 % off a $350,000 homestead', () => {
    const r = inProcess({
      state: 'tx',
      county: 'harris',
      value: '350000',
      homestead: true,
      unit: ['101-124-03'],
      json: true,
    });
    expect(r.code).toBe(0);
    const lines = JSON.parse(r.stdout).result.units as {
      id: string;
      taxableValue: number;
      localStatus: string;
      exemptions: { id: string; amount: number; percentage: number | null }[];
    }[];
    const county = lines.find((l) => l.id === '48201-county')!;
    const houston = lines.find((l) => l.id === '101-124-03')!;
    // 20 % of 350,000 = 70,000 off each unit's own value (HCAD jurisdiction exemptions)
    expect(county.exemptions).toContainEqual({
      id: 'localHomestead',
      nominalAmount: 70_000,
      amount: 70_000,
      percentage: 20,
    });
    expect(county.taxableValue).toBe(280_000);
    expect(houston.taxableValue).toBe(280_000);
    expect(houston.localStatus).toBe('applied');
    // the county's rate 0.38096 and Houston's 0.51919 on 280,000
    expect(lines.find((l) => l.id === '48201-county')).toMatchObject({ tax: expect.closeTo(280_000 * 0.0038096, 3) });
    expect(houston).toMatchObject({ tax: expect.closeTo(280_000 * 0.0051919, 3) });
  });
});

describe('cli.ts calc --buyer', () => {
  it('--json gives year one, year two, the supplemental bills, escrow both years, the shortage and the steps', () => {
    // Rate 1.2 % (default split), homeowners' exemption 7,000: year one (300,000 − 7,000) × 1.2 % = 3,516,
    // year two (800,000 − 7,000) × 1.2 % = 9,516; September: 500,000 × 1.2 % × 0.75 = 4,500.
    const r = inProcess({
      state: 'ca',
      rate: '1.2',
      homestead: true,
      buyer: true,
      price: '800,000',
      closing: '2026-09-10',
      sellerAssessed: '300000',
      json: true,
    });
    expect(r.code).toBe(0);
    const { buyer } = JSON.parse(r.stdout) as {
      buyer: Record<string, unknown> & { steps: { code: string; text: string }[]; supplemental: { amount: number }[] };
    };
    expect(buyer.yearOne).toBeCloseTo(3_516, CENTS);
    expect(buyer.yearTwo).toBeCloseTo(9_516, CENTS);
    expect(buyer.supplemental.map((s) => s.amount)).toEqual([4_500]);
    expect(buyer.escrowMonthlyYearOne).toBeCloseTo(293, CENTS);
    expect(buyer.shortage).toBeCloseTo(7_000, CENTS);
    expect(buyer.escrowMonthlyYearTwo).toBeCloseTo(1_376.33, 2);
    expect(buyer.steps.find((s) => s.code === 'ca-supplemental')?.text).toContain('$4,500');
  });

  it('a sale below the old assessed value gives a refund, printed as a negative amount the way the site prints it', () => {
    // (300,000 − 400,000) × 1.2 % × 0.75 = −900
    const r = inProcess({
      state: 'ca',
      rate: '1.2',
      buyer: true,
      price: '300000',
      closing: '2026-09-10',
      sellerAssessed: '400000',
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Supplemental bill 2026-27\s+-\$900\n/);
  });

  it('prints the figures and steps in Spanish, and refuses a missing closing date', () => {
    const r = inProcess({
      state: 'tx',
      rate: '2',
      homestead: true,
      buyer: true,
      price: '400000',
      closing: '2026-05-20',
      sellerBill: '3000',
      lang: 'es',
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Segundo año: su primera factura propia\s+\$[\d,]+\n/);
    expect(r.stdout).toMatch(/Solicite sus exenciones a más tardar el\s+30 de abril de 2027\n/);
    const bad = inProcess({ state: 'tx', rate: '2', buyer: true, price: '400000' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('closing');
  });

  it('refuses a closing date more than two years from today, naming the dates it takes', () => {
    const ask = (closing: string, lang = 'en') =>
      inProcess({ state: 'tx', rate: '2', buyer: true, price: '400000', closing, lang }, new Date(2026, 2, 15));
    expect(ask('2024-03-15').code).toBe(0);
    expect(ask('2028-03-15').code).toBe(0);
    const old = ask('1900-01-01');
    expect(old.code).toBe(1);
    expect(old.stderr).toBe(
      'error: closing: The closing date must be between 2024-03-15 and 2028-03-15: buyer mode estimates a sale within two years of today (expected a closing date from 2024-03-15 to 2028-03-15, found "1900-01-01")',
    );
    expect(ask('2028-03-16', 'es').stderr).toContain(
      'La fecha de cierre debe estar entre el 2024-03-15 y el 2028-03-15',
    );
  });
});

// Issue #24: `calc` read "$1,2,3" as 123, "0x10" as 16 and "--lang es --rate 2,5" as 25 %, all with exit 0.
describe('cli.ts calc: numbers as each language writes them', () => {
  const annual = (r: { stdout: string }): number => JSON.parse(r.stdout).result.annualTax as number;

  it.each([
    ['--value', { value: '$1,2,3' }, 'homeValue', '"$1,2,3"'],
    ['--value', { value: '0x10' }, 'homeValue', '"0x10"'],
    ['--value', { value: '3.5e5' }, 'homeValue', '"3.5e5"'],
    ['--value', { value: '12345678901234567890' }, 'homeValue', '$1,000,000,000'],
    ['--rate', { value: '350000', rate: '2,5' }, 'ratePct', '"2,5"'],
  ])('refuses %s %j with exit 1 and the flag named', (flag, opts, field, shown) => {
    const r = inProcess({ state: 'tx', rate: '2', homestead: true, json: true, ...opts });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).errors).toMatchObject([{ field, code: 'invalid-value' }]);
    expect(r.stderr).toContain(`${flag}: `);
    expect(r.stderr).toContain(shown);
  });

  it('reads 2,5 as 2.5 % and 350.000,00 as $350,000 in Spanish: the same bill as the English spelling', () => {
    const en = inProcess({ state: 'tx', rate: '2.5', value: '$350,000.00', homestead: true, json: true });
    const es = inProcess({ state: 'tx', rate: '2,5', value: '350.000,00', homestead: true, json: true, lang: 'es' });
    expect(en.code).toBe(0);
    expect(es.code).toBe(0);
    expect(annual(en)).toBeCloseTo(6_825, CENTS);
    expect(annual(es)).toBeCloseTo(6_825, CENTS);
  });

  it('names the flag in Spanish too', () => {
    const r = inProcess({ state: 'tx', rate: '2', value: '0x10', lang: 'es' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Por favor ingrese un valor válido. --value: escriba el número solo con dígitos');
  });
});
