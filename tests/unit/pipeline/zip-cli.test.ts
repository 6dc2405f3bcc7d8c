// `cli.ts rates zip Z [--json]` as a maintainer runs it, on the stored generated/: what it prints, its exit codes,
// and what it says of a ZIP it cannot answer for.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliArgs } from '../../cli-process.ts';
import { REPO } from './helpers.ts';

function zip(...args: string[]) {
  const r = spawnSync(process.execPath, cliArgs('rates', 'zip', ...args), { cwd: REPO, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('cli.ts rates zip', () => {
  it('77449 --json: Harris County, Katy, and its two districts with their shares and unit ids by county', () => {
    const r = zip('77449', '--json');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out).toMatchObject({
      zip: '77449',
      state: 'tx',
      counties: [{ fips: '48201', name: 'Harris County', slug: 'harris' }],
      city: 'Katy',
      lat: 29.8323,
      lon: -95.736,
      zcta: true,
      schools: [
        {
          leaid: '4825170',
          name: 'Katy Independent School District',
          share: 0.5582,
          percent: '55.8',
          units: ['48201-isd-katy-isd'],
          byCounty: [{ fips: '48201', ids: ['48201-isd-katy-isd'] }],
        },
        {
          leaid: '4816110',
          name: 'Cypress-Fairbanks Independent School District',
          share: 0.4418,
          percent: '44.2',
          units: ['48201-isd-cypress-fairbanks-isd'],
        },
      ],
    });
    expect(out.boundaries).toMatch(/^school year 2020-21 district boundaries, 2020 ZIP code areas/);
    expect(out.source).toMatch(/NCES EDGE School District Geographic Relationship Files, 2021 vintage \(GRF21\)/);
  });

  it("prints a ZIP's districts in percent with their units per county, and asks below 95 %", () => {
    const r = zip('77494');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'ZIP 77494, Texas: Waller County (waller), Harris County (harris), Fort Bend County (fort-bend)\n',
    );
    expect(r.stdout).toContain('  92.2 %  Katy Independent School District (NCES 4825170)\n');
    expect(r.stdout).toContain('          Fort Bend County: 48157-isd-katy-isd\n');
    expect(r.stdout).toContain('   7.8 %  Lamar Consolidated Independent School District (NCES 4826580)\n');
    expect(r.stdout).toContain("The largest share is below 95 %: ask which district is the owner's.\n");
    const ny = zip('14221');
    expect(ny.stdout).toMatch(
      /70\.5 % {2}Williamsville Central School District \(NCES 3631470\)\n\s+Erie County: williamsville-csd\.town-amherst, /,
    );
  });

  it('says the county lists apply to a ZIP with no ZIP area', () => {
    const r = zip('77001');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('No Census ZIP area');
    expect(r.stdout).toContain('rates units --state tx --county harris');
  });

  it('refuses a ZIP outside the four states, or not five digits, saying what it expected and found', () => {
    const ma = zip('02134');
    expect(ma.code).toBe(1);
    expect(ma.stdout).toBe('');
    expect(ma.stderr).toContain(
      '<zip> expected a ZIP of Texas, New York, Florida or California (the states billed unit by unit), found 02134, a ZIP of Suffolk County, MA\n',
    );
    const short = zip('7744');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain(
      '<zip> expected a 5-digit ZIP code such as 77449 (leading zeros kept), found "7744"\n',
    );
  });
});
