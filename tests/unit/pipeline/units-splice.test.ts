// A units file is planned from the file on disk where its counties' inputs are as at the last emit
// (pipeline/registry/kinds/units-splice.ts): its bytes must be what writing the whole file gives, for any change,
// and anything it cannot vouch for (another file on disk, another code, other counties, another year) is written
// whole.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { type PlannedUnits, countyKeys, sha256, splicedUnits } from '../../../pipeline/registry/kinds/units-splice.ts';
import { toRecordJson } from '../../../pipeline/shared/format.ts';
import { setRunningCode } from '../../../pipeline/shared/running-code.ts';
import type { LocalExemptions, Unit } from '../../../schema/index.ts';

const before = readFileSync('generated/units/tx.json');
type Units = { state: string; year: number; counties: Record<string, Unit[]> };
const onDisk = (): Units => JSON.parse(before.toString('utf8')) as Units;
const TRAVIS = '48453';
const ANDERSON = '48001';

/** The tables an emit reads, as it would for `file` (a table of each county's units, for one year). */
const tablesOf = (file: Units) => new Map([[2026, file.counties]]);
const NO_LOCAL = new Map<string, LocalExemptions>();

/** What the last emit kept, for the file on disk, with its counties' keys under `code`. */
function plannedFor(code: string): { keys: Record<string, string>; planned: PlannedUnits } {
  setRunningCode(code);
  const keys = countyKeys('tx', tablesOf(onDisk()), 2026, NO_LOCAL)!;
  return { keys, planned: { version: 1, file: sha256(before), keys } };
}

afterEach(() => setRunningCode(undefined));

describe('a units file planned from the one on disk', () => {
  it("after one unit's new rate, writes that county alone and gives the whole file's bytes", () => {
    const { planned } = plannedFor('code A');
    const file = onDisk();
    file.counties[TRAVIS]!.find((u) => u.ratePct !== null)!.ratePct = 0.581234;
    const keys = countyKeys('tx', tablesOf(file), 2026, NO_LOCAL)!;
    const spliced = splicedUnits(file, before, sha256(before), keys, planned)!;
    expect(spliced.changed).toEqual([TRAVIS]);
    expect(spliced.bytes.toString('utf8')).toBe(toRecordJson(file));
    expect(spliced.sha).toBe(sha256(toRecordJson(file)));
  });

  it("writes a county anew when its units' own exemptions changed, and nothing else", () => {
    const { planned } = plannedFor('code A');
    const file = onDisk();
    const unit = file.counties[ANDERSON]![0]!;
    const local = new Map([[`${ANDERSON}/${unit.id}`, { homesteadPct: 20 } as unknown as LocalExemptions]]);
    const keys = countyKeys('tx', tablesOf(file), 2026, local)!;
    file.counties[ANDERSON]![0] = { ...unit, local: local.get(`${ANDERSON}/${unit.id}`) } as Unit;
    const spliced = splicedUnits(file, before, sha256(before), keys, planned)!;
    expect(spliced.changed).toEqual([ANDERSON]);
    expect(spliced.bytes.toString('utf8')).toBe(toRecordJson(file));
  });

  it('with nothing changed gives the same bytes, and under other code writes every county, the same', () => {
    const { keys, planned } = plannedFor('code A');
    const same = splicedUnits(onDisk(), before, sha256(before), keys, planned)!;
    expect(same.changed).toEqual([]);
    expect(same.bytes.equals(before)).toBe(true);
    setRunningCode('code B');
    const other = countyKeys('tx', tablesOf(onDisk()), 2026, NO_LOCAL)!;
    const all = splicedUnits(onDisk(), before, sha256(before), other, planned)!;
    expect(all.changed).toHaveLength(Object.keys(onDisk().counties).length);
    expect(all.bytes.equals(before)).toBe(true);
  });

  it('takes nothing from a file on disk other than the one planned, or from other counties or another year', () => {
    const { keys, planned } = plannedFor('code A');
    // Another file on disk (an emit from the sources since, say): its digest is not the one kept.
    expect(splicedUnits(onDisk(), before, sha256('{}'), keys, planned)).toBeUndefined();
    expect(splicedUnits(onDisk(), before, undefined, keys, planned)).toBeUndefined();
    expect(splicedUnits(onDisk(), before, sha256(before), keys, undefined)).toBeUndefined();
    const fewer = onDisk();
    delete fewer.counties[ANDERSON];
    expect(splicedUnits(fewer, before, sha256(before), keys, planned)).toBeUndefined();
    const later: Units = { ...onDisk(), year: 2027 };
    expect(splicedUnits(later, before, sha256(before), keys, planned)).toBeUndefined();
  });

  it('is not asked for run from the sources: no code name, no keys', () => {
    setRunningCode(undefined);
    expect(countyKeys('tx', tablesOf(onDisk()), 2026, NO_LOCAL)).toBeUndefined();
  });
});
