// The ZIP tables (sources/zips/ → generated/zips/<state>.json) on the stored sources: the shares the README's
// worked examples give, each district joined to the project's own unit ids, every billed Texas ISD joined or
// named with its reason, and every problem of a source file reported at its FILE:LINE:COLUMN.
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { toJson } from '../../../pipeline/shared/format.ts';
import type { ZipEntry, ZipFile } from '../../../schema/index.ts';
import { parseCsv } from '../../../pipeline/ingest/ingest.ts';
import { loadSources } from '../../../pipeline/registry/load.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { generatedData } from '../../../pipeline/shared/generated-data.ts';
import { setRunningCode } from '../../../pipeline/shared/running-code.ts';
import {
  DISTRICT_COLUMNS,
  checkDistrictTable,
  teaHomeCounty,
  type DistrictRow,
} from '../../../pipeline/validate/zip-districts.ts';
import { levels } from '../../../pipeline/validate/zip-levels.ts';
import { nameKey, nyKey, texasKeys } from '../../../pipeline/validate/zip-names.ts';
import { zipCountLine, zipNotes } from '../../../pipeline/validate/zip-report.ts';
import { MINI_SOURCES, REAL_SOURCES, REPO, cleanupRoots, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

async function loadZips(root: string) {
  const s = await loadSources(root, { only: ['zips'] });
  if (!s.ok) throw new Error(s.errors.map(formatIssue).join('\n'));
  return s.value;
}

// The stored sources read once for the file; no test changes them.
let stored: ReturnType<typeof loadZips> | undefined;
const real = () => (stored ??= loadZips(REPO));

async function entry(state: ZipFile['state'], zip: string): Promise<ZipEntry> {
  const file = (await real()).zips?.files[state];
  const e = file?.zips[zip];
  if (!e) throw new Error(`${zip} is not in the ${state} table`);
  return e;
}

const shares = (e: ZipEntry) => e.schools.map((s) => [s.name, s.share]);

describe('generated/zips from the stored sources', () => {
  it('77449 (Katy, Harris): Katy ISD 0.5582 first, Cypress-Fairbanks ISD 0.4418, each with its Harris unit', async () => {
    const e = await entry('tx', '77449');
    expect(e).toMatchObject({ counties: ['48201'], city: 'Katy', zcta: true });
    expect(e.schools).toEqual([
      { leaid: '4825170', name: 'Katy Independent School District', share: 0.5582, units: ['48201-isd-katy-isd'] },
      {
        leaid: '4816110',
        name: 'Cypress-Fairbanks Independent School District',
        share: 0.4418,
        units: ['48201-isd-cypress-fairbanks-isd'],
      },
    ]);
  });

  it("77494: Katy ISD 0.9222 and Lamar CISD 0.0778, each with its unit in every one of the ZIP's counties that lists it", async () => {
    const s = await real();
    const e = await entry('tx', '77494');
    expect(shares(e)).toEqual([
      ['Katy Independent School District', 0.9222],
      ['Lamar Consolidated Independent School District', 0.0778],
    ]);
    expect(e.counties.slice().sort()).toEqual(['48157', '48201', '48473']);
    const tables = [...s.units.tx!.values()];
    const listed = (name: string) =>
      e.counties.flatMap((fips) => {
        const ids = tables.flatMap((t) => (t[fips] ?? []).filter((u) => u.name === name).map((u) => u.id));
        return [...new Set(ids)];
      });
    expect(e.schools[0]!.units).toEqual(listed('Katy ISD'));
    expect(e.schools[0]!.units).toEqual(['48473-isd-katy-isd', '48201-isd-katy-isd', '48157-isd-katy-isd']);
    expect(e.schools[1]!.units).toEqual(listed('Lamar CISD'));
    expect(e.schools[1]!.units).toContain('48157-isd-lamar-cisd');
  });

  it("14221 (Erie): Williamsville CSD 0.7053 first with its segments, then the README's four others", async () => {
    const e = await entry('ny', '14221');
    expect(e).toMatchObject({ counties: ['36029'], city: 'Buffalo', zcta: true });
    expect(shares(e)).toEqual([
      ['Williamsville Central School District', 0.7053],
      ['Clarence Central School District', 0.1867],
      ['Lancaster Central School District', 0.0513],
      ['Sweet Home Central School District', 0.0377],
      ['Amherst Central School District', 0.019],
    ]);
    const williamsville = e.schools[0]!.units;
    expect(williamsville).toContain('williamsville-csd.town-amherst');
    expect(williamsville.every((id) => id.startsWith('williamsville-csd.'))).toBe(true);
    expect(e.schools.every((d) => d.units.length > 0)).toBe(true);
  });

  it('95014 (Cupertino): each level divided by its own land, not by both levels together', async () => {
    const e = await entry('ca', '95014');
    expect(shares(e)).toEqual([
      ['Cupertino Union Elementary School District', 0.9908],
      ['Santa Clara Unified School District', 0.0092],
    ]);
    expect(e.high?.map((d) => [d.name, d.share])).toEqual([
      ['Fremont Union High School District', 0.9908],
      ['Santa Clara Unified School District', 0.0092],
    ]);
    expect([...e.schools, ...e.high!].every((d) => d.units.length === 0 && d.group === undefined)).toBe(true);
  });

  it('33130 (Miami): in Miami-Dade, with its one school district and no unit (the school board is the county)', async () => {
    const e = await entry('fl', '33130');
    expect(e.counties).toEqual(['12086']);
    expect(e.schools).toEqual([{ leaid: '1200390', name: 'Dade County School District', share: 1, units: [] }]);
  });

  it("Kern: a district over a Kern ZIP carries the rate book's group named for it", async () => {
    const e = await entry('ca', '93301');
    const beardsley = e.schools.find((d) => d.leaid === '0604260');
    expect(beardsley?.group).toBe('Outside the cities: Beardsley');
    expect(e.high?.find((d) => d.name === 'Kern High School District')?.group).toBeUndefined();
  });

  it('a PO-box ZIP has no ZIP area and no districts: the county lists apply', async () => {
    const e = await entry('tx', '77001');
    expect(e).toMatchObject({ counties: ['48201'], zcta: false, schools: [] });
  });

  it("keeps a neighbouring state's district in the shares, joined to no unit", async () => {
    const e = await entry('tx', '79835');
    const gadsden = e.schools.find((d) => d.leaid.startsWith('35'));
    expect(gadsden).toMatchObject({ units: [] });
    expect(e.schools.reduce((t, d) => t + d.share, 0)).toBeCloseTo(1, 3);
  });

  it('every billed Texas ISD reaches a ZIP through its unit ids, or is named in tx-name-pairs.csv with its reason', async () => {
    const s = await real();
    const reached = new Set(Object.values(s.zips!.files.tx!.zips).flatMap((e) => e.schools.flatMap((d) => d.units)));
    const billed = new Map<string, string[]>();
    for (const table of s.units.tx!.values())
      for (const list of Object.values(table))
        for (const u of list)
          if (u.type === 'school' && u.ratePct !== null) billed.set(u.name, [...(billed.get(u.name) ?? []), u.id]);
    const report = s.zips!.reports.find((r) => r.state === 'tx')!;
    const excepted = new Map(report.join.exceptions.filter((x) => x.side === 'project').map((x) => [x.name, x.reason]));
    const unjoined = [...billed].filter(([name, ids]) => !ids.some((id) => reached.has(id)) && !excepted.get(name));
    expect(unjoined).toEqual([]);
    expect(billed.size).toBeGreaterThan(1000);
    expect(report.join.exceptions.every((x) => x.reason.length > 20)).toBe(true);
    expect(report.join.exceptions.map((x) => x.leaid).sort()).toEqual([
      '4811040',
      '4818660',
      '4820160',
      '4826370',
      '4836450',
      '4841130',
      '4848285',
    ]);
  });

  it('says in rates validate how many ZIPs and districts each state has, how many joined, and why the rest did not', async () => {
    const reports = (await real()).zips!.reports;
    expect(reports.map(zipCountLine)).toEqual([
      'zips tx 2,425 ZIPs (1,982 with a ZIP area): 1,020 districts, 1,013 joined (6 by hand pair), 7 exceptions',
      'zips ca 2,451 ZIPs (1,800 with a ZIP area): 978 districts, 41 joined, 0 exceptions',
      'zips fl 1,399 ZIPs (1,007 with a ZIP area): 67 districts, 67 joined (1 by hand pair), 0 exceptions',
      'zips ny 2,075 ZIPs (1,824 with a ZIP area): 681 districts, 676 joined (3 by hand pair), 6 exceptions',
    ]);
    const tx = zipNotes(reports[0]!);
    expect(tx).toContain('tx: 3 ZIPs with no centre in the package, left out (75036, 75059, 75072)');
    expect(tx).toContain('tx: every billed ISD with ZIP-area land joins an NCES district');
    expect(tx.filter((n) => n.startsWith('tx: joins nothing: NCES '))).toHaveLength(7);
    expect(zipNotes(reports[3]!)).toContainEqual(
      expect.stringMatching(/^ny: joins nothing: billed South Mountain-Hickory Common School District: No NCES row/),
    );
  });

  it('tells apart the two districts of one name by county (Wylie ISD of Collin and of Taylor)', async () => {
    const units = (zip: string) => entry('tx', zip).then((e) => e.schools.find((d) => d.name.startsWith('Wylie')));
    expect(await units('75098')).toMatchObject({ leaid: '4846530', units: ['48085-isd-wylie-isd'] });
    expect(await units('79606')).toMatchObject({ leaid: '4846500', units: ['48441-isd-wylie-isd'] });
  });

  it('New York City and the Nassau central high school districts join nothing, each named with its reason', async () => {
    const report = (await real()).zips!.reports.find((r) => r.state === 'ny')!;
    const named = new Map(report.join.exceptions.map((x) => [x.leaid || x.name, x.reason]));
    for (const leaid of ['3620580', '3619020', '3626520', '3629520']) expect(named.get(leaid)).toBeTruthy();
    expect(report.join.paired.map((p) => p.projectName).sort()).toEqual([
      'Delaware Academy Central School District At Delhi',
      'Highland Falls-Fort Montgomery School District',
      'Otselic Valley Central School District',
    ]);
  });

  it('emit wrote what the stored sources give, and the reader checks it with its schema', async () => {
    const s = await real();
    const gen = generatedData(REPO);
    for (const state of ['tx', 'ny', 'fl', 'ca'] as const) expect(gen.zips(state)).toEqual(s.zips!.files[state]);
    expect(generatedData(tempRoot()).zips('tx')).toBeNull();
  });
});

describe('reading sources/zips/', () => {
  const table = (text: string) => {
    const parsed = parseCsv(text, 'sources/zips/tx.csv', DISTRICT_COLUMNS);
    if (!parsed.ok) throw new Error(parsed.errors.map(formatIssue).join('\n'));
    return parsed.value;
  };

  it('reports a bad row at its file:line:column and what it expected', () => {
    const header = 'zcta,leaid,district_name,land_share\n';
    const { issues } = checkDistrictTable(
      table(
        `${header}77449,4825170,Katy ISD,0.5582\n77449,4816110,Cy-Fair ISD,44.18\n7749,4816110,Cy-Fair ISD,1.0000\n`,
      ),
      'tx',
    );
    expect(issues.map(formatIssue)).toEqual([
      'sources/zips/tx.csv:3:4 land_share: expected a share from 0.0000 to 1.0000 with four decimals, found "44.18"',
      'sources/zips/tx.csv:4:1 zcta: expected a 5-digit ZIP code area (leading zeros kept), found "7749"',
      'sources/zips/tx.csv:2:4 land_share: expected the 1 shares of 77449 to add up to 1 (within rounding), found 0.5582',
    ]);
  });

  it('reports rows out of order, a district named twice two ways, and a ZIP area of no district of the state', () => {
    const { issues } = checkDistrictTable(
      table(
        'zcta,leaid,district_name,land_share\n' +
          '73949,4029820,Texhoma Public Schools,1.0000\n' +
          '77449,4816110,Cy-Fair ISD,0.4418\n' +
          '77449,4825170,Katy ISD,0.5582\n' +
          '77450,4825170,Katy Independent School District,1.0000\n',
      ),
      'tx',
    );
    expect(issues.map(formatIssue)).toEqual([
      'sources/zips/tx.csv:4:1 row: expected the order of zcta, then land_share from largest to smallest, found this row after line 3 (77449 4816110 0.4418)',
      'sources/zips/tx.csv:5:3 district_name: expected "Katy ISD" as on line 4 for 4825170, found "Katy Independent School District"',
      'sources/zips/tx.csv:2:2 leaid: expected at least one TX district (48…) over 73949, found none',
    ]);
  });

  it('refuses, through the loader, a bad cell of the stored table at its line and column', async () => {
    const root = tempRoot(REAL_SOURCES);
    const path = join(root, 'sources/zips/ny.csv');
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[9] = lines[9]!.replace(/,(\d\.\d{4})$/, ',0.5');
    writeFileSync(path, lines.join('\n'));
    const s = await loadSources(root, { only: ['zips'] });
    expect(s.ok).toBe(false);
    if (s.ok) return;
    expect(s.errors.map(formatIssue)).toContainEqual(
      'sources/zips/ny.csv:10:4 land_share: expected a share from 0.0000 to 1.0000 with four decimals, found "0.5"',
    );
  });

  it('refuses a billed Texas ISD that joins nothing and has no reason (a hand pair taken out)', async () => {
    const root = tempRoot(REAL_SOURCES);
    const path = join(root, 'sources/zips/tx-name-pairs.csv');
    const kept = readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => !l.includes('Rockport-Fulton'));
    writeFileSync(path, kept.join('\n'));
    const s = await loadSources(root, { only: ['zips'] });
    expect(s.ok).toBe(false);
    if (s.ok) return;
    const messages = s.errors.map(formatIssue);
    expect(messages).toContainEqual(
      'sources/zips/tx-name-pairs.csv "Rockport-Fulton ISD": expected an NCES district whose name matches this billed ISD, or a row here (project_name, reason) saying why it joins none, found neither',
    );
    expect(messages.some((m) => m.includes('4808550 "Aransas County Independent School District"'))).toBe(true);
  });

  it('refuses a hand pair that names the wrong NCES district or one a name rule already joins', async () => {
    const root = tempRoot(REAL_SOURCES);
    const path = join(root, 'sources/zips/tx-name-pairs.csv');
    const text = readFileSync(path, 'utf8');
    writeFileSync(
      path,
      text.replace('4814450,Clyde Consolidated', '4814450,Clyde') +
        '4825170,Katy Independent School District,Katy ISD,the same district\n',
    );
    const s = await loadSources(root, { only: ['zips'] });
    if (s.ok) throw new Error('expected the pairs to be refused');
    const messages = s.errors.map(formatIssue);
    expect(messages).toContainEqual(
      'sources/zips/tx-name-pairs.csv:3:2 nces_name: expected "Clyde Consolidated Independent School District" (the table\'s name for 4814450), found "Clyde Independent School District"',
    );
    expect(
      messages.some((m) => /^sources\/zips\/tx-name-pairs.csv:15:1 row: expected a pair no name rule makes/.test(m)),
    ).toBe(true);
  });

  it('checks the tables but writes no file where the ZIP package is not installed; reads nothing without sources/zips', async () => {
    const withTables = await loadZips(tempRoot(REAL_SOURCES));
    expect(withTables.zips?.files).toEqual({});
    expect(withTables.zips?.reports.map((r) => [r.state, r.counts, r.join.joined])).toEqual([
      ['tx', null, 1013],
      // Without the crosswalk no district is known to lie in Kern: every one of a Kern group's name counts.
      ['ca', null, 45],
      ['fl', null, 67],
      ['ny', null, 676],
    ]);
    expect((await loadZips(tempRoot(MINI_SOURCES))).zips).toBeNull();
  });
});

describe("a state's ZIP file kept by the digest of what it is made from", () => {
  afterEach(() => setRunningCode(undefined));
  const MARK = 'Kept, not made';
  // Texas alone, as a Texas unit's import reads it.
  const loadTexas = async (root: string) => {
    const s = await loadSources(root, { only: ['zips'], states: ['tx'] });
    if (!s.ok) throw new Error(s.errors.map(formatIssue).join('\n'));
    return s.value.zips!;
  };
  const katy = async (root: string) => (await loadTexas(root)).files.tx!.zips['77449']!.city;
  // The kept file is the text emit writes (2-space JSON), after a first line naming its key.
  const mark = (root: string, from: string, to: string) => {
    const path = join(root, '.cache/zips/tx.text');
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(`"city": "${from}"`, `"city": "${to}"`));
  };
  /** The stored sources with the ZIP package installed, loaded once under code A, and a mark in the kept file. */
  async function keptRoot(): Promise<string> {
    const root = tempRoot(REAL_SOURCES);
    symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
    setRunningCode('code A');
    await loadTexas(root);
    mark(root, 'Katy', MARK);
    return root;
  }

  it("is what a load without it makes; taken while the code and inputs are as they were, after a unit's new rate too", async () => {
    const root = await keptRoot();
    expect(await katy(root)).toBe(MARK);
    // The join reads a unit's name and kind, never its rate.
    const units = join(root, 'sources/units/tx/2026.csv');
    writeFileSync(units, readFileSync(units, 'utf8').replace(',Belton,city,,0,0.5619,', ',Belton,city,,0,0.562,'));
    expect(await katy(root)).toBe(MARK);
    mark(root, MARK, 'Katy');
    const kept = await loadTexas(root);
    setRunningCode(undefined);
    expect(kept).toEqual(await loadTexas(root));
  });

  it('is made again under other code, or after a change to a table it is made from; never kept when run from source', async () => {
    const root = await keptRoot();
    setRunningCode('code B');
    expect(await katy(root)).toBe('Katy');
    mark(root, 'Katy', MARK);
    const pairs = join(root, 'sources/zips/tx-name-pairs.csv');
    writeFileSync(pairs, `${readFileSync(pairs, 'utf8')}\n`);
    expect(await katy(root)).toBe('Katy');
    mark(root, 'Katy', MARK);
    setRunningCode(undefined);
    expect(await katy(root)).toBe('Katy');
  });

  it('is kept as the very text emit writes for it, and a text kept under another key is not taken', async () => {
    const root = await keptRoot();
    mark(root, MARK, 'Katy');
    const kept = await loadTexas(root);
    expect(kept.texts.tx).toBe(toJson(kept.files.tx));
    const textPath = join(root, '.cache/zips/tx.text');
    const [key, ...rest] = readFileSync(textPath, 'utf8').split('\n');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    // A run stopped between the text's write and the report's: the text names another key, and the file is made.
    writeFileSync(
      textPath,
      [`${'0'.repeat(64)}`, ...rest].join('\n').replaceAll('"city": "Katy"', `"city": "${MARK}"`),
    );
    expect(await katy(root)).toBe('Katy');
    expect((await loadTexas(root)).texts.tx).toBe(kept.texts.tx);
  });

  it('is not kept for a state whose tables had a problem', async () => {
    const root = tempRoot(REAL_SOURCES);
    symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
    const path = join(root, 'sources/zips/tx.csv');
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[9] = lines[9]!.replace(/,(\d\.\d{4})$/, ',0.5');
    writeFileSync(path, lines.join('\n'));
    setRunningCode('code A');
    expect((await loadSources(root, { only: ['zips'], states: ['tx'] })).ok).toBe(false);
    expect(existsSync(join(root, '.cache/zips/tx.json'))).toBe(false);
  });
});

describe('the rules of the join and of the levels', () => {
  it("normalises names as the README's rules say, keeping spaces", () => {
    expect(nameKey('S & S CISD')).toBe('S AND S CISD');
    expect(nameKey('Sands CISD')).toBe('SANDS CISD');
    expect(texasKeys('EAGLE MT-SAGINAW ISD', 'Eagle Mountain-Saginaw Independent School District')).toContain(
      'EAGLE MOUNT SAGINAW ISD',
    );
    expect(texasKeys(undefined, 'Lamar Consolidated Independent School District')).toEqual(['LAMAR CISD']);
    expect(nyKey('Evans-Brant Central School District (Lake Shore)')).toBe('EVANS BRANT CENTRAL SCHOOL DISTRICT');
    expect(nyKey('Southwestern Central School District at Jamestown')).toBe(
      nyKey('Southwestern Central School District'),
    );
    expect(nyKey('Valley Stream Union Free School District 13')).toBe(
      nyKey('Valley Stream 13 Union Free School District'),
    );
    expect(nyKey('Springville-Griffith Institute Central School')).toBe(
      nyKey('Springville-Griffith Institute Central School District'),
    );
  });

  it("reads a TEA number's home county, TEA's Mc counties included", () => {
    expect(teaHomeCounty('101914')).toBe('48201');
    expect(teaHomeCounty('004901')).toBe('48007');
    expect(teaHomeCounty('161903')).toBe('48309');
    expect(teaHomeCounty('154901')).toBe('48313');
    expect(teaHomeCounty('254901')).toBe('48507');
  });

  it('drops the secondary rows at the first level and divides by what is left; ties by leaid', () => {
    const row = (leaid: string, name: string, share: number): DistrictRow => ({
      line: 2,
      zcta: '99999',
      leaid,
      name,
      share,
    });
    const rows = [
      row('0600002', 'B Elementary School District', 0.3),
      row('0600001', 'A Elementary School District', 0.3),
      row('0600003', 'C Union High School District', 0.3),
      row('0600004', 'D Unified School District', 0.1),
    ];
    const l = levels('ca', rows);
    expect(l.schools.map((s) => [s.leaid, s.share])).toEqual([
      ['0600001', 0.4286],
      ['0600002', 0.4286],
      ['0600004', 0.1429],
    ]);
    expect(l.high?.map((s) => [s.leaid, s.share])).toEqual([
      ['0600003', 0.75],
      ['0600004', 0.25],
    ]);
    // Outside California there is no high-school level, and a ZIP area with nothing dropped keeps its published shares.
    expect(levels('tx', rows.slice(0, 2))).toEqual({
      schools: [
        { leaid: '0600001', name: 'A Elementary School District', share: 0.3 },
        { leaid: '0600002', name: 'B Elementary School District', share: 0.3 },
      ],
    });
  });
});
