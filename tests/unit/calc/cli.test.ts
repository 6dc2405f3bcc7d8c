// `cli.ts calc`: a few real spawns for the process contract (exit codes, stdout/stderr, --help),
// and in-process runs of runCalc over the generated/ data for the rest.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCalc, type CalcOptions } from '../../../cli/calc.ts';
import { CENTS, ROOT } from './helpers.ts';

const exec = promisify(execFile);

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec('npx', ['tsx', 'cli.ts', 'calc', ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

function inProcess(opts: Partial<CalcOptions> & { state: string }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCalc({ lang: 'en', ...opts }, { root: ROOT, out: (l) => out.push(l), err: (l) => err.push(l) });
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

  it('a readable breakdown: parts, exemptions, annual, monthly, effective rate', async () => {
    const r = await cli('--state', 'tx', '--rate', '2', '--value', '350,000', '--homestead');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/School\s+1\.100%\s+\$210,000\s+\$2,310/);
    expect(r.stdout).toMatch(/Homestead exemption\s+\$140,000\s+\$1,540/);
    expect(r.stdout).toMatch(/Annual tax\s+\$5,460/);
    expect(r.stdout).toMatch(/Monthly\s+\$455/);
    expect(r.stdout).toMatch(/Effective rate\s+1\.56%/);
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
    for (const flag of ['--state', '--county', '--rate', '--value', '--homestead', '--over65', '--disabled', '--veteran', '--star', '--senior-income', '--senior', '--school-tax-ceiling', '--class', '--fiscal-year', '--no-abatement', '--unit', '--state-code', '--lang', '--json']) {
      expect(r.stdout).toContain(flag);
    }
  });
});

describe('runCalc over generated/', () => {
  it('NYC worked example at FY2025', () => {
    const r = inProcess({ state: 'nyc', value: '1000000', star: 'basic', fiscalYear: '2025', json: true });
    expect(r.code).toBe(0);
    const { result } = JSON.parse(r.stdout);
    expect(result.finalTax).toBeCloseTo(8_532, CENTS);
    expect(result.quarterlyPayment).toBeCloseTo(2_133, CENTS);
  });

  it('a Texas county: its source and, for an estimate, the range', () => {
    const r = inProcess({ state: 'tx', county: 'harris', value: '350000', homestead: true });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Harris County, Texas');
    expect(r.stdout).toMatch(/Source: .*\(year \d{4}/);
    expect(r.stdout).toMatch(/Range if rates change ±3%: \$[\d,]+ – \$[\d,]+|official/);
  });

  it('extra units by hand and by id from the county list', () => {
    const r = inProcess({ state: 'tx', county: 'harris', value: '350000', unit: ['MUD 7=0.8:special'], json: true });
    const { result } = JSON.parse(r.stdout);
    expect(result.extraUnits[0]).toMatchObject({ id: 'mud-7', part: 'special', ratePct: 0.8, tax: 2_800 });
    const bad = inProcess({ state: 'tx', county: 'harris', value: '350000', unit: ['no-such-unit'] });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('extraUnits[0]');
  });

  it('unknown county, county and rate together, national with a state', () => {
    expect(inProcess({ state: 'fl', county: 'atlantis', value: '1' }).stderr).toContain('County not found');
    expect(inProcess({ state: 'fl', county: 'broward', rate: '2', value: '1' }).code).toBe(1);
    const us = inProcess({ state: 'us', county: 'harris', stateCode: 'TX', value: '300000', json: true });
    expect(JSON.parse(us.stdout).result.kind).toBe('national');
  });

  it('New York: a rating for the state rules, a band for a borough', () => {
    const upstate = inProcess({ state: 'ny', rate: '3', value: '300000', veteran: '40', json: true });
    expect(JSON.parse(upstate.stdout).result.annualTax).toBeCloseTo(8_460, CENTS);
    const kings = inProcess({ state: 'ny', county: 'kings', value: '1000000', veteran: '20-39', json: true });
    expect(JSON.parse(kings.stdout).result).toMatchObject({ kind: 'nyc', veteran: { band: '20-39', multiplier: 2 } });
  });
});
