import { describe, expect, it } from 'vitest';
import { diffTables } from '../../../pipeline/diff/diff.ts';
import { renderDiffMarkdown, summaryLine } from '../../../pipeline/diff/diff-report.ts';
import type { RateRecord } from '../../../pipeline/validate/rate-table.ts';
import { fmtPercent, fmtPoints, fmtRate, median, round6 } from '../../../pipeline/shared/format.ts';

function rec(fips: string, name: string, ratePct: number, over: Partial<RateRecord> = {}): RateRecord {
  return {
    fips,
    name,
    slug: name.toLowerCase(),
    kind: 'nominal',
    basis: 'taxable-value',
    ratePct,
    components: null,
    source: 't',
    sourceYear: '2025',
    confidence: 'high',
    derived: false,
    method: 'published',
    remark: null,
    tableYear: 2025,
    ...over,
  };
}

describe('diff maths', () => {
  const old = [
    rec('1', 'Bravo', 2),
    rec('2', 'Alpha', 1),
    rec('3', 'Charlie', 1.5),
    rec('4', 'Delta', 0.8),
    rec('5', 'Echo', 0),
  ];
  const neu = [
    rec('1', 'Bravo', 2.2),
    rec('2', 'Alpha', 1.100001),
    rec('3', 'Charlie', 1.5),
    rec('6', 'Foxtrot', 1),
    rec('5', 'Echo', 0.1, { kind: 'effective' }),
  ];
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
      compared: 4,
      changed: 3,
      unchanged: 1,
      added: 1,
      removed: 1,
      pending: 0,
      flagged: 2,
      medianChangePts: 0.100001,
      medianChangePct: 10,
    });
    expect(summaryLine(d)).toBe(
      'TX 2025 → 2026: 4 counties in both tables, 3 changed, 1 unchanged, 1 added, 1 removed; 2 flagged (beyond ±10 %); median change +0.100001 pts (+10.00 %)',
    );
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

  it('lists every changed county above the full table, right after the flagged rows', () => {
    const md = renderDiffMarkdown(d);
    const changed = md.slice(md.indexOf('## Changed (3)'), md.indexOf('## All counties'));
    expect(md.indexOf('## Flagged (2)')).toBeLessThan(md.indexOf('## Changed (3)'));
    expect(changed.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| County'))).toEqual([
      '| Alpha | 2 | 1.00 | 1.100001 | +0.100001 | +10.00 % | flagged |',
      '| Bravo | 1 | 2.00 | 2.20 | +0.20 | +10.00 % |  |',
      '| Echo | 5 | 0.00 | 0.10 | +0.10 | – | flagged |',
    ]);
  });

  it('in a past year keeps a county missing from the new table as removed', () => {
    const md = renderDiffMarkdown(d);
    expect(md).toContain('| removed (not in 2026) | 1 |');
    expect(md).toContain('## Removed (1)\n\nIn the 2025 table but not in the 2026 table.\n\n- Delta (4): 0.80 %');
    expect(md).not.toContain('not yet published');
  });
});

describe('diff into the product year (a table still filling up)', () => {
  // 3 counties published of 5: the other 2 are pending, not removed.
  const old = [
    rec('1', 'Alpha', 1),
    rec('2', 'Bravo', 2),
    rec('3', 'Charlie', 1.5),
    rec('4', 'Delta', 0.8),
    rec('5', 'Echo', 1.2),
  ];
  const neu = [rec('1', 'Alpha', 1.05), rec('2', 'Bravo', 2), rec('3', 'Charlie', 1.2)];
  const d = diffTables('tx', 2025, 2026, old, neu, 10, true);
  const md = renderDiffMarkdown(d);

  it('counts the absent counties as not yet published, never as removed', () => {
    expect(d.summary).toMatchObject({ removed: 0, pending: 2, changed: 2 });
    // Alpha +0.05 (+5 %), Charlie -0.3 (-20 %): median of the three changes 0, +0.05, -0.30 → 0; of +5, 0, -20 → 0
    expect(summaryLine(d)).toBe(
      'TX 2025 → 2026: 3 counties in both tables, 2 changed, 1 unchanged, 0 added, 2 not yet published (still 2025 estimates); 1 flagged (beyond ±10 %); median change 0.00 pts (0.00 %)',
    );
    expect(md).toContain('| not yet published (still 2025 estimates) | 2 |');
    expect(md).not.toMatch(/removed|Removed/);
  });

  it('shows the pending counties only by count and inside the collapsed full table', () => {
    const beforeTable = md.slice(0, md.indexOf('<details>'));
    expect(beforeTable).not.toContain('Delta');
    expect(beforeTable).toContain(
      '## Not yet published (2)\n\nThese counties have no 2026 rate yet; the site keeps showing their 2025 rate as an estimate.',
    );
    expect(md.slice(md.indexOf('<details>'))).toContain('| Delta | 4 | 0.80 | – | – | – | not yet published |');
    expect(beforeTable).toContain('| Charlie | 3 | 1.50 | 1.20 | -0.30 | -20.00 % | flagged |');
  });
});

describe('number formatting is fixed and locale-free', () => {
  it('formats rates, points and percents', () => {
    expect(round6(0.1 + 0.2)).toBe(0.3);
    expect(round6(-0.0000001)).toBe(0);
    expect([fmtRate(1.68), fmtRate(0.493907), fmtRate(2), fmtRate(1.0000004)]).toEqual([
      '1.68',
      '0.493907',
      '2.00',
      '1.00',
    ]);
    expect([fmtPoints(0.0123), fmtPoints(-0.5), fmtPoints(0)]).toEqual(['+0.0123', '-0.50', '0.00']);
    expect([fmtPercent(2.149), fmtPercent(-10), fmtPercent(-0.001)]).toEqual(['+2.15 %', '-10.00 %', '0.00 %']);
    expect([median([3, 1, 2]), median([1, 2, 3, 4]), median([])]).toEqual([2, 2.5, null]);
  });
});
