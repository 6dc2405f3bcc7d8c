import { describe, expect, it } from 'vitest';
import { diffTables } from '../../../pipeline/diff.ts';
import { renderDiffMarkdown, summaryLine } from '../../../pipeline/diff-report.ts';
import type { RateRecord } from '../../../pipeline/rate-table.ts';
import { fmtPercent, fmtPoints, fmtRate, median, round6 } from '../../../pipeline/format.ts';

function rec(fips: string, name: string, ratePct: number, over: Partial<RateRecord> = {}): RateRecord {
  return {
    fips, name, slug: name.toLowerCase(), kind: 'nominal', basis: 'taxable-value', ratePct, components: null,
    source: 't', sourceYear: '2025', confidence: 'high', derived: false, note: '', tableYear: 2025, ...over,
  };
}

describe('diff maths', () => {
  const old = [rec('1', 'Bravo', 2), rec('2', 'Alpha', 1), rec('3', 'Charlie', 1.5), rec('4', 'Delta', 0.8), rec('5', 'Echo', 0)];
  const neu = [rec('1', 'Bravo', 2.2), rec('2', 'Alpha', 1.100001), rec('3', 'Charlie', 1.5), rec('6', 'Foxtrot', 1), rec('5', 'Echo', 0.1, { kind: 'effective' })];
  const d = diffTables('tx', 2025, 2026, old, neu, 10);

  it('gives points and percent per county, sorted by name', () => {
    expect(d.rows.map((r) => [r.name, r.status, r.changePts, r.changePct])).toEqual([
      ['Alpha', 'changed', 0.100001, 10.0001],
      ['Bravo', 'changed', 0.2, 10],
      ['Charlie', 'unchanged', 0, 0],
      ['Delta', 'removed', null, null],
      ['Echo', 'changed', 0.1, null],
      ['Foxtrot', 'added', null, null],
    ]);
  });

  it('flags changes beyond the threshold (not at it), a rate that was 0, and a kind change', () => {
    expect(d.rows.filter((r) => r.flagged).map((r) => [r.name, r.reasons])).toEqual([
      ['Alpha', ['change beyond ±10 %']],
      ['Echo', ['rate was 0', 'kind nominal → effective']],
    ]);
  });

  it('summarises counts and the median change of counties in both tables', () => {
    expect(d.summary).toEqual({
      compared: 4, changed: 3, unchanged: 1, added: 1, removed: 1, flagged: 2,
      medianChangePts: 0.100001, medianChangePct: 10,
    });
    expect(summaryLine(d)).toBe('TX 2025 → 2026: 4 counties in both tables, 3 changed, 1 unchanged, 1 added, 1 removed; 2 flagged (beyond ±10 %); median change +0.100001 pts (+10.00 %)');
  });

  it('renders Markdown with the summary first, flagged rows, then the full table', () => {
    const md = renderDiffMarkdown(d);
    const at = (s: string) => md.indexOf(s);
    expect(at('| **flagged**')).toBeLessThan(at('## Flagged (2)'));
    expect(at('## Flagged (2)')).toBeLessThan(at('## All counties (6)'));
    expect(md).toContain('| Alpha | 2 | 1.00 | 1.100001 | +0.100001 | +10.00 % | change beyond ±10 % |');
    expect(md).toContain('- Foxtrot (6): 1.00 %');
    expect(md).toContain('| Delta | 4 | 0.80 | – | – | – | removed |');
  });
});

describe('number formatting is fixed and locale-free', () => {
  it('formats rates, points and percents', () => {
    expect(round6(0.1 + 0.2)).toBe(0.3);
    expect(round6(-0.0000001)).toBe(0);
    expect([fmtRate(1.68), fmtRate(0.493907), fmtRate(2), fmtRate(1.0000004)]).toEqual(['1.68', '0.493907', '2.00', '1.00']);
    expect([fmtPoints(0.0123), fmtPoints(-0.5), fmtPoints(0)]).toEqual(['+0.0123', '-0.50', '0.00']);
    expect([fmtPercent(2.149), fmtPercent(-10), fmtPercent(-0.001)]).toEqual(['+2.15 %', '-10.00 %', '0.00 %']);
    expect([median([3, 1, 2]), median([1, 2, 3, 4]), median([])]).toEqual([2, 2.5, null]);
  });
});
