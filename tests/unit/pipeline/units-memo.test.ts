// A plan asks for a state's units as the product year sees them three times (the units file, Texas's county bills, the
// unit diff) and for the year's local exemptions as often (pipeline/emit/units.ts, validate/local-exemptions.ts): each
// is made once per tables read, and what is made is what a fresh reading gives.
import { describe, expect, it } from 'vitest';
import { loadSources } from '../../../pipeline/registry/load.ts';
import { unitsFor } from '../../../pipeline/emit/units.ts';
import { currentLocal } from '../../../pipeline/validate/local-exemptions.ts';
import { formatIssue } from '../../../pipeline/result.ts';

async function texas() {
  const s = await loadSources('.', { only: ['units', 'localExemptions', 'product'], states: ['tx'] });
  if (!s.ok) throw new Error(s.errors.map(formatIssue).join('\n'));
  return { byYear: s.value.units.tx!, local: s.value.localExemptions, year: s.value.product.productYear };
}

describe("a state's units and exemptions, made once per plan", () => {
  it('are the same for the same tables and year, and equal to what tables read again give', async () => {
    const a = await texas();
    const local = currentLocal(a.local, a.year);
    expect(currentLocal(a.local, a.year)).toBe(local);
    const units = unitsFor('tx', a.byYear, a.year, local)!;
    expect(unitsFor('tx', a.byYear, a.year, local)).toBe(units);
    // Travis County's Austin carries its own exemptions (sources/exemptions).
    expect(units['48453']!.some((u) => u.local)).toBe(true);

    const b = await texas();
    const again = unitsFor('tx', b.byYear, b.year, currentLocal(b.local, b.year))!;
    expect(again).not.toBe(units);
    expect(again).toStrictEqual(units);
  });

  it('follow the year and the exemptions asked for', async () => {
    const a = await texas();
    const local = currentLocal(a.local, a.year);
    const units = unitsFor('tx', a.byYear, a.year, local)!;
    expect(currentLocal(a.local, a.year - 1)).not.toBe(local);
    const none = unitsFor('tx', a.byYear, a.year, new Map())!;
    expect(none).not.toBe(units);
    expect(
      Object.values(none)
        .flat()
        .some((u) => u.local),
    ).toBe(false);
    expect(unitsFor('tx', a.byYear, a.year - 1, local)).not.toBe(units);
  });
});
