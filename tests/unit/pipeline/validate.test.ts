import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../../../pipeline/ingest/ingest.ts';
import { checkNational } from '../../../pipeline/validate/national.ts';
import { checkRateTable } from '../../../pipeline/validate/rate-table.ts';
import { NATIONAL_COLUMNS, RATE_COLUMNS } from '../../../pipeline/validate/schemas.ts';
import { loadSources } from '../../../pipeline/registry/load.ts';
import { validateSources } from '../../../pipeline/registry/validate-sources.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { MINI_SOURCES, REAL_SOURCES, cleanupRoots, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

const nationalText = readFileSync(join(MINI_SOURCES, 'national/counties.csv'), 'utf8');
const nationalTable = parseCsv(nationalText, 'n.csv', NATIONAL_COLUMNS);
if (!nationalTable.ok) throw new Error('mini national table must parse');
const national = checkNational(nationalTable.value).counties;

const HEAD = 'fips,county_name,slug,kind,basis,rate_pct,source,source_year,confidence';
const row = (fips: string, name: string, slug: string, rate = '1.5', extra = '') =>
  `${fips},${name},${slug},nominal,taxable-value,${rate},Test,2026,high${extra}`;
const TX_ALL = [
  row('48001', 'Anderson County', 'anderson'),
  row('48113', 'Dallas County', 'dallas'),
  row('48201', 'Harris County', 'harris'),
  row('48453', 'Travis County', 'travis'),
];

function check(text: string, opts: { state?: 'tx' | 'ny'; partial?: boolean } = {}) {
  const t = parseCsv(text, 'in.csv', RATE_COLUMNS);
  if (!t.ok) return { records: [], messages: t.errors.map(formatIssue) };
  const state = opts.state ?? 'tx';
  const r = checkRateTable(t.value, {
    state,
    year: 2026,
    counties: national.filter((c) => c.state === state.toUpperCase()),
    partial: opts.partial ?? false,
  });
  return { records: r.records, messages: r.issues.map(formatIssue) };
}

describe('validate: rate table rows and cross-row checks', () => {
  it('turns a complete table into records with the table year', () => {
    const { records, messages } = check([HEAD, ...TX_ALL].join('\n'));
    expect(messages).toEqual([]);
    expect(records.map((r) => [r.slug, r.ratePct, r.tableYear, r.components])).toContainEqual([
      'harris',
      1.5,
      2026,
      null,
    ]);
  });

  it('keeps the given components, and checks they add up to rate_pct within 0.0001', () => {
    const head = `${HEAD},school_pct,county_pct`;
    const ok = check([head, ...TX_ALL.map((r) => `${r},1.00005,0.5`)].join('\n'));
    expect(ok.messages).toEqual([]);
    expect(ok.records[0]!.components).toEqual({ school: 1.00005, county: 0.5 });
    const bad = check([head, ...TX_ALL.slice(0, 3).map((r) => `${r},,`), `${TX_ALL[3]},1.2,0.5`].join('\n'));
    expect(bad.messages).toEqual([
      'in.csv:5:6 rate_pct: expected the sum of the parts given (school_pct 1.2 + county_pct 0.5 = 1.7, ± 0.0001), found "1.5"',
    ]);
  });

  it('lists every missing county unless the table is partial', () => {
    const text = [HEAD, TX_ALL[0], TX_ALL[2]].join('\n');
    expect(check(text).messages).toEqual([
      'in.csv:1:1 counties: expected all 4 TX counties of the national table, found 2; missing 2: 48113 Dallas County, 48453 Travis County (use --partial to import only some)',
    ]);
    expect(check(text, { partial: true }).messages).toEqual([]);
  });

  it("refuses unknown counties, fips/slug disagreement, other states' counties and duplicates", () => {
    const text = [
      HEAD,
      row('48999', 'Nowhere County', 'nowhere'),
      row('48201', 'Harris County', 'travis'),
      row('12001', 'Alachua County', 'alachua'),
      TX_ALL[0],
      TX_ALL[0],
    ].join('\n');
    expect(check(text, { partial: true }).messages).toEqual([
      'in.csv:2:1 fips: expected a TX county of the national table, found "48999" (slug "nowhere" is not one either)',
      'in.csv:3:3 slug: expected harris for FIPS 48201 (Harris County), found "travis"',
      'in.csv:4:1 fips: expected a TX county of the national table, found "12001" (slug "alachua" is not one either)',
      'in.csv:6:1 fips: expected each county once, found "48001" again (first on line 5)',
    ]);
  });

  it('refuses nyc_class outside New York and on a non-NYC county, and requires it on the boroughs', () => {
    expect(check([`${HEAD},nyc_class`, `${TX_ALL[0]},1`].join('\n'), { partial: true }).messages).toEqual([
      'in.csv:2:10 nyc_class: expected 0 or nothing outside New York, found "1"',
    ]);
    const ny = check(
      [
        `${HEAD},nyc_class`,
        `${row('36001', 'Albany County', 'albany')},1`,
        `${row('36047', 'Kings County', 'kings')},`,
      ].join('\n'),
      { state: 'ny', partial: true },
    );
    expect(ny.messages).toEqual([
      'in.csv:2:10 nyc_class: expected 1 only for the New York City counties (36005, 36047, 36061, 36081, 36085), found "1"',
      'in.csv:3:10 nyc_class: expected 1 for a New York City county, found nothing (empty)',
    ]);
  });

  it('reports every bad field of every row, in file order', () => {
    const text = [
      HEAD,
      '4801,Anderson County,anderson,nominl,market,abc,Test,26,very high',
      row('48201', 'Harris County', 'harris', '10.5'),
    ].join('\n');
    expect(check(text, { partial: true }).messages).toEqual([
      'in.csv:2:1 fips: expected a 5-digit county FIPS code (leading zero kept), found "4801"',
      'in.csv:2:4 kind: expected one of nominal, effective, found "nominl"',
      'in.csv:2:5 basis: expected one of taxable-value, assessed-value, full-market-value, market-value, found "market"',
      'in.csv:2:6 rate_pct: expected a number between 0 and 10 (percent), found "abc"',
      'in.csv:2:8 source_year: expected a year such as 2025, 2024-25 or 2020-2024, found "26"',
      'in.csv:2:9 confidence: expected one of high, medium-high, medium, medium-low, low, found "very high"',
      'in.csv:3:6 rate_pct: expected a number between 0 and 10 (percent), found "10.5"',
    ]);
  });
});

describe('validate: the whole sources/ folder', () => {
  it('accepts the real sources and counts what it read', async () => {
    const r = await validateSources(tempRoot(REAL_SOURCES));
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    expect(r.value.counts).toMatch(/^national 3,144 counties; rates tx 2025 \(254\)/);
  });

  it('collects problems from every file at once: national table, state config and a rate table', async () => {
    const root = tempRoot();
    const edit = (p: string, f: (s: string) => string) =>
      writeFileSync(join(root, 'sources', p), f(readFileSync(join(root, 'sources', p), 'utf8')));
    edit('national/counties.csv', (s) => s.replace(',dallas,303000,', ',dallas,abc,'));
    edit('states/tx.json', (s) =>
      s.replace('"stateCode": "tx"', '"stateCode": "ca"').replace('"countyCount": 4', '"countyCount": "4"'),
    );
    edit('rates/fl/2025.csv', (s) => s.replace(',miami-dade,', ',miami,'));
    const r = await loadSources(root);
    const messages = r.ok ? [] : r.errors.map(formatIssue);
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^sources\/national\/counties\.csv:\d+:6 median_home_value: expected a number between 0 and 100000000 \(dollars\), found "abc"$/,
      ),
    );
    expect(messages).toContain('sources/states/tx.json stats.countyCount: expected a value of type number, found "4"');
    expect(messages).toContainEqual(
      expect.stringMatching(/^sources\/rates\/fl\/2025\.csv:3:3 slug: expected miami-dade for FIPS 12086/),
    );
  });

  it('requires every county of a state to have a rate in some table year', async () => {
    const root = tempRoot();
    const p = join(root, 'sources/rates/tx/2025.csv');
    writeFileSync(
      p,
      readFileSync(p, 'utf8')
        .split('\n')
        .filter((l) => !l.startsWith('48453'))
        .join('\n'),
    );
    const r = await validateSources(root);
    expect(r.ok ? [] : r.errors.map(formatIssue)).toEqual([
      'sources/rates/tx counties: expected a rate for every TX county in a table up to 2026, found none for 48453 Travis County',
    ]);
  });
});

describe('a long list of missing counties', () => {
  // 14 made-up counties; the table lists 2, so 12 are missing: the message names 10 and counts the rest.
  const many = Array.from({ length: 14 }, (_, i) => ({
    ...national.find((c) => c.state === 'TX')!,
    fips: `480${String(i).padStart(2, '0')}`,
    slug: `c${i}`,
    name: `C${i} County`,
  }));
  const text = [HEAD, row('48000', 'C0 County', 'c0'), row('48001', 'C1 County', 'c1')].join('\n');
  const t = parseCsv(text, 'in.csv', RATE_COLUMNS);
  if (!t.ok) throw new Error('must parse');
  const { issues } = checkRateTable(t.value, { state: 'tx', year: 2026, counties: many, partial: false });

  it('names the first 10, says how many more, and keeps the full list for --debug', () => {
    const shown = Array.from({ length: 10 }, (_, i) => `480${String(i + 2).padStart(2, '0')} C${i + 2} County`).join(
      ', ',
    );
    expect(issues.map(formatIssue)).toEqual([
      `in.csv:1:1 counties: expected all 14 TX counties of the national table, found 2; missing 12: ${shown} … and 2 more (use --partial to import only some)`,
    ]);
    expect(issues[0]!.detail).toBe(`all 12 missing: ${shown}, 48012 C12 County, 48013 C13 County`);
  });
});
