// Every New York county page (outside NYC) offers every town, city, village and school segment of
// the Comptroller's 2024 table (sources/units/ny/2024.csv): checked on the data file the build writes
// for the page's bill builder and on the choices the one picker draws from it (each segment under its
// own town or city).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { memoryEffects } from '../../../generator/effects.ts';
import { buildVariant } from '../../../generator/index.ts';
import { unitsPayload } from '../../../generator/units-payload.ts';
import { unpackUnits } from '../../../engine/pick-unit.ts';
import { sitePlan } from '../../../generator/plan.ts';
import type { PickUnit } from '../../../engine/pick-unit.ts';
import { calcState } from '../../../states/engines.ts';
import { slotOptions } from '../../../browser/components/calculator/unit-picks.ts';
import { smallSite } from './small-site.ts';

const root = process.cwd();
const site = loadSiteData(root);
const table = parse(readFileSync(join(root, 'sources/units/ny/2024.csv'), 'utf8'), { columns: true }) as Record<
  string,
  string
>[];
const rules = calcState('ny').units;
const slot = (key: string) => rules.slots.find((s) => s.key === key)!;

/** Everything the builder lets a visitor choose, walking every town or city for its school segments. */
function offered(units: readonly PickUnit[]): string[] {
  const places = slotOptions(rules, slot('place'), units, {}, 'en');
  const villages = slotOptions(rules, slot('village'), units, {}, 'en');
  const schools = places.flatMap((p) => slotOptions(rules, slot('segment'), units, { place: [p.id] }, 'en'));
  const county = units.filter((u) => u.type === 'county');
  return [...county, ...places, ...villages, ...schools].map((u) => u.name).sort();
}

describe('New York county pages offer every unit of the Comptroller table', () => {
  const counties = site.states.ny!.counties.filter((c) => !c.nycClass);

  it('all 57 counties outside NYC, every unit under its own town or city', () => {
    expect(counties).toHaveLength(57);
    for (const c of counties) {
      const payload = unitsPayload('ny', site.units.ny, c.fips);
      const expected = table.filter((r) => r.fips === c.fips).map((r) => r.unit_name!);
      expect(expected.length, c.slug).toBeGreaterThan(0);
      expect(offered(unpackUnits(payload!)), c.slug).toEqual(expected.sort());
    }
  });

  it('the built Erie page points its calculator at that data file', async () => {
    const data = smallSite(site, 'ny', ['erie', 'hamilton']);
    const plan = sitePlan(root, { NODE_ENV: 'production' }).ny;
    const fx = memoryEffects();
    await buildVariant({ ...plan, routes: (r) => r.kind === 'county' }, fx, data);
    for (const path of ['county/erie/index.html', 'es/condado/erie/index.html']) {
      const html = String(fx.files.get(join(plan.outDir, path)));
      const url = /"unitsUrl":"([^"]+)"/.exec(html)?.[1];
      expect(url, path).toMatch(/\/data\/units-erie-[0-9a-f]+\.json$/);
      const file = JSON.parse(String(fx.files.get(join(plan.outDir, url!.slice(plan.base.length))))) as {
        units: PickUnit[];
      };
      expect(offered(file.units)).toEqual(
        table
          .filter((r) => r.county_name === 'Erie County')
          .map((r) => r.unit_name!)
          .sort(),
      );
    }
  });
});
