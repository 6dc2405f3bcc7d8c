// Every New York county page (outside NYC) offers every town, city, village and school segment of
// the Comptroller's 2024 table: checked on the data file the build writes for the page's bill builder
// and on the choices the builder draws from it (each segment under its own town or city).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../pipeline/build/data.ts';
import { memoryEffects } from '../../../pipeline/build/effects.ts';
import { buildVariant } from '../../../pipeline/build/index.ts';
import { nyUnitsPayload } from '../../../pipeline/build/ny-units.ts';
import { sitePlan } from '../../../pipeline/build/plan.ts';
import { type NyPageUnit, nyOptions } from '../../../site/components/calculator/ny-bill.ts';
import { smallSite } from './small-site.ts';

const root = process.cwd();
const site = loadSiteData(root);
const table = (
  parse(readFileSync(join(root, '../shared/data/sub-county/ny-municipal-school-rates.csv'), 'utf8'), {
    columns: true,
  }) as Record<string, string>[]
).filter((r) => r.year === '2024' && r.county !== 'New York City');

/** Everything the builder lets a visitor choose, walking every town or city for its schools. */
function offered(units: readonly NyPageUnit[]): string[] {
  const { municipalities, villages } = nyOptions(units, '');
  const schools = municipalities.flatMap((m) => nyOptions(units, m.id).schools);
  const county = units.filter((u) => u.type === 'county');
  return [...county, ...municipalities, ...villages, ...schools].map((u) => u.name).sort();
}

describe('New York county pages offer every unit of the Comptroller table', () => {
  const counties = site.states.ny!.counties.filter((c) => !c.nycClass);

  it('all 57 counties outside NYC, every unit under its own town or city', () => {
    expect(counties).toHaveLength(57);
    for (const c of counties) {
      const payload = nyUnitsPayload(site.nyUnits, c.fips);
      const name = c.name.replace(/ County$/, '');
      const expected = table.filter((r) => r.county === name).map((r) => r.unit_name!);
      expect(offered(payload!.units), c.slug).toEqual(expected.sort());
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
      expect(url, path).toMatch(/\/data\/ny-units-erie-[0-9a-f]+\.json$/);
      const file = JSON.parse(String(fx.files.get(join(plan.outDir, url!.slice(plan.base.length))))) as {
        units: NyPageUnit[];
      };
      expect(offered(file.units)).toEqual(
        table
          .filter((r) => r.county === 'Erie')
          .map((r) => r.unit_name!)
          .sort(),
      );
    }
  });
});
