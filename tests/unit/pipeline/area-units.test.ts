// Florida and California areas: the stored tables pass, and a wrong rate unit, an out-of-range rate
// or an unknown county is reported at FILE:LINE:COLUMN with what was expected and found.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedData } from '../../../pipeline/shared/generated-data.ts';
import { parseCsv } from '../../../pipeline/ingest/ingest.ts';
import { UNIT_COLUMNS } from '../../../pipeline/validate/schemas.ts';
import { checkUnitTable } from '../../../pipeline/validate/units.ts';
import { calcState } from '../../../states/engines.ts';
import type { NationalCounty } from '../../../schema/index.ts';

const ROOT = join(import.meta.dirname, '../../..');
const counties = generatedData(ROOT).national() as NationalCounty[];

function check(state: 'fl' | 'ca', text: string, file = `sources/units/${state}/2025.csv`) {
  const parsed = parseCsv(text, file, UNIT_COLUMNS);
  if (!parsed.ok) throw new Error(parsed.errors[0]!.message);
  return checkUnitTable(parsed.value, counties, {
    state,
    rules: calcState(state).units,
    year: 2025,
    earlier: new Map(),
  });
}
const stored = (state: 'fl' | 'ca') => readFileSync(join(ROOT, `sources/units/${state}/2025.csv`), 'utf8');

describe('sources/units/fl and ca checks', () => {
  it('the stored tables pass and convert once, by moving the decimal point: mills ÷ 10, percent as it is', () => {
    const fl = check('fl', stored('fl'));
    expect(fl.issues).toEqual([]);
    expect(fl.units['12086']!.map((u) => [u.id, u.ratePct])).toEqual([
      ['umsa', 0.1909],
      ['city-of-miami', 0.73616],
      ['city-of-miami-beach', 0.61339],
      ['miami-dade-county', 0.49911],
      ['miami-dade-fire-rescue', 0.23965],
      ['miami-dade-library', 0.02812],
      ['miami-dda', 0.039],
    ]);
    const ca = check('ca', stored('ca'));
    expect(ca.issues).toEqual([]);
    expect(ca.units['06029']![0]).toMatchObject({ id: 'tra-001-001', ratePct: 1.163785 });
  });

  it('a Florida rate in percent is refused at its line and column', () => {
    const lines = stored('fl').split('\n');
    const at = lines.findIndex((l) => l.includes(',city-of-miami,'));
    lines[at] = lines[at]!.replace(',7.3616,mills,', ',0.73616,percent,');
    const { issues } = check('fl', lines.join('\n'));
    const column = lines[0]!.split(',').indexOf('rate_unit') + 1;
    expect(issues).toEqual([
      {
        where: `sources/units/fl/2025.csv:${at + 1}:${column}`,
        message: 'rate_unit: expected mills, as FL publishes rates, found "percent"',
      },
    ]);
  });

  it('a California percent below the 1 % general levy is refused', () => {
    const lines = stored('ca').split('\n');
    lines[1] = lines[1]!.replace(',1.187380,percent,', ',0.187380,percent,');
    const { issues } = check('ca', lines.join('\n'));
    expect(issues).toHaveLength(1);
    expect(issues[0]!.where).toBe('sources/units/ca/2025.csv:2:7');
    expect(issues[0]!.message).toMatch(/^rate: expected a rate percent from 1 to 3 as published.*found "0\.187380"$/);
  });

  it('an area of several levies sums them, each keeping its source; a levy row away from its area is refused', () => {
    const beach = check('fl', stored('fl')).units['12086']!.find((u) => u.id === 'city-of-miami-beach')!;
    expect(beach.levies.map((l) => [l.name?.en, l.ratePct])).toEqual([
      ['General operating', 0.5856],
      ['Voted debt service', 0.02779],
    ]);
    expect(beach.ratePct).toBe(0.61339);
    const lines = stored('fl').split('\n');
    const debt = lines.findIndex((l) => l.includes('city-of-miami-beach') && l.includes(',0.2779,'));
    const umsa = lines.findIndex((l) => l.includes(',umsa,'));
    const moved = [...lines];
    moved.splice(debt, 1);
    moved.splice(umsa + 1, 0, lines[debt]!);
    const { issues } = check('fl', moved.join('\n'));
    // The debt row now comes right after UMSA; the operating row, away from it, is the one refused.
    expect(issues[0]!.where).toBe(`sources/units/fl/2025.csv:${debt + 1}:3`);
    expect(issues[0]!.message).toMatch(
      /^unit_id: expected each unit once per county \(a unit of several levies: consecutive rows/,
    );
  });

  it('a county of another state is refused', () => {
    const lines = stored('fl').split('\n');
    lines[1] = lines[1]!.replace(/^12\d{3},/, '06037,');
    const { issues } = check('fl', lines.join('\n'));
    expect(issues[0]).toEqual({
      where: 'sources/units/fl/2025.csv:2:1',
      message: 'fips: expected a county of FL, found "06037"',
    });
  });
});
