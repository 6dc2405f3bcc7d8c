// The one reader of generated/ (pipeline/shared/generated-data.ts): the build, `calc` and `serve` get
// checked data, or a message naming the file, the place in it, what was expected and what to run.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GeneratedDataError, generatedData } from '../../../pipeline/shared/generated-data.ts';
import { runCalc } from '../../../cli/calc.ts';
import { REPO } from './helpers.ts';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

/** A root holding copies of a few generated/ files, each changed by `edit`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each edit reaches into a different file's shape
function rootWith(files: Record<string, (data: any) => unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'generated-data-'));
  roots.push(root);
  for (const [file, edit] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    const data = JSON.parse(readFileSync(join(REPO, file), 'utf8'));
    writeFileSync(join(root, file), JSON.stringify(edit(data)));
  }
  return root;
}

function thrown(read: () => unknown): GeneratedDataError {
  try {
    read();
  } catch (err) {
    if (err instanceof GeneratedDataError) return err;
    throw err;
  }
  throw new Error('expected a GeneratedDataError');
}

describe('generated/ reader', () => {
  it('reads the committed files, typed, each once', () => {
    const gen = generatedData(REPO);
    expect(gen.stateRates('fl').counties.length).toBe(67);
    expect(gen.stateRates('fl')).toBe(gen.stateRates('fl'));
    expect(gen.hubConfig().stateSites).toEqual(['tx', 'ca', 'fl', 'ny']);
    expect(gen.nycRates().every((r) => r.label.startsWith('FY'))).toBe(true);
  });

  it('names the file, the place in it, what was expected and found, and the command that rewrites it', () => {
    const root = rootWith({
      'generated/rates/fl.json': (d) => {
        d.counties[2].ratePct = '1.9';
        d.counties[5].status = 'final';
        return d;
      },
    });
    const err = thrown(() => generatedData(root).stateRates('fl'));
    expect(err.file).toBe('generated/rates/fl.json');
    expect(err.message.split('\n')).toEqual([
      'generated/rates/fl.json is not what emit writes:',
      '  counties.2.ratePct: expected a value of type number, found "1.9"',
      '  counties.5.status: expected one of "estimate", "official", found "final"',
      '(run `npx tsx cli.ts rates emit` to write generated/ again from sources/)',
    ]);
  });

  it("a tool's facts are checked field by field, as validation checked them in sources/", () => {
    const root = rootWith({
      'generated/facts/tx.json': (d) => ({
        ...d,
        payment: { ...d.payment, fees: { ...d.payment.fees, cardMaxPct: 'x' } },
      }),
    });
    expect(thrown(() => generatedData(root).facts('tx')).message).toContain(
      'payment.fees.cardMaxPct: expected a value of type number, found "x"',
    );
  });

  it('a missing file every site needs is an error; a per-scope file emit did not write is null', () => {
    const root = rootWith({ 'generated/config/hub.json': (d) => d });
    expect(thrown(() => generatedData(root).nycRates()).message).toContain(
      'generated/nyc/class-rates.json is not what emit writes:\n  file: expected the file emit writes, found none',
    );
    expect(generatedData(root).history('ca')).toBeNull();
    expect(generatedData(root).hubConfig().siteName.en).toBeTruthy();
  });

  it('a file that is not JSON says so', () => {
    const root = mkdtempSync(join(tmpdir(), 'generated-data-'));
    roots.push(root);
    mkdirSync(join(root, 'generated/config'), { recursive: true });
    writeFileSync(join(root, 'generated/config/hub.json'), '{"variant": "hub",');
    expect(thrown(() => generatedData(root).hubConfig()).message).toMatch(
      /^generated\/config\/hub\.json is not what emit writes:\n {2}json: expected valid JSON, found /,
    );
  });

  it('calc refuses stale data as it refuses bad input: exit 1, the file and the fix on stderr', () => {
    const root = rootWith({
      'generated/config/fl.json': (d) => {
        delete d.stats;
        return d;
      },
    });
    const err: string[] = [];
    const code = runCalc(
      { state: 'fl', rate: '2', value: '300000' },
      { root, out: () => undefined, err: (l) => err.push(l) },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(
      'error: generated/config/fl.json: State data not loaded (generated/config/fl.json is not what emit writes:\n  stats: expected a value of type object, found nothing',
    );
    expect(err.join('\n')).toContain('npx tsx cli.ts rates emit');
  });
});
