// A state added as one folder and its code: Zedland (tests/fixtures/state-zz/) gets the registry's two
// lists as `rates emit` writes them for STATE_CODES and its code (pipeline/emit/state-lists.ts), and with
// no other file touched, the registry's own code (states/engines.ts, states/index.ts) takes it: its bill
// from the engine, its `calc` answer and its county page. Its data (config, county rates) comes from
// its folder where a real state's comes from generated/.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stateListFiles } from '../../../pipeline/emit/state-lists.ts';
import { STATE_CODES } from '../../../schema/codes.ts';
import { ROOT } from '../calc/helpers.ts';

const folder = join(ROOT, 'tests/fixtures/state-zz');
const read = (file: string) => JSON.parse(readFileSync(join(folder, file), 'utf8'));
const config = read('config.json');
const rates = read('rates.json');

// The lists for the four codes and 'zz', written where the test can import them (tmp/ is not committed).
const lists = join(ROOT, 'tmp', `state-lists-${process.pid}`);
mkdirSync(lists, { recursive: true });
const folderOf = (code: string) => relative(lists, code === 'zz' ? folder : join(ROOT, 'states', code));
const written = stateListFiles([...STATE_CODES, 'zz'], folderOf);
for (const [path, text] of Object.entries(written)) writeFileSync(join(lists, path.replace('states/', '')), text);
afterAll(() => {
  rmSync(lists, { recursive: true, force: true });
  // The next file in this worker imports the real lists and everything made from them, never these.
  vi.doUnmock('../../../states/engine-list.ts');
  vi.doUnmock('../../../states/module-list.ts');
  vi.resetModules();
});

// Fresh modules for this file only (the unit project shares them between files), with the lists swapped.
vi.resetModules();
vi.doMock('../../../states/engine-list.ts', () => import(join(lists, 'engine-list.ts')));
vi.doMock('../../../states/module-list.ts', () => import(join(lists, 'module-list.ts')));

const { calculate } = await import('../../../states/estimate/index.ts');
const { requestFromFlags } = await import('../../../states/estimate/request.ts');
const { calcJson } = await import('../../../cli/calc-output.ts');
const { loadSiteData } = await import('../../../generator/data.ts');
const { pageContext } = await import('../../../generator/index.ts');
const { sitePlan } = await import('../../../generator/plan.ts');
const { createTranslator } = await import('../../../i18n/index.ts');
const { renderRoute } = await import('../../../generator/pages/render.tsx');

const ZZ = 'zz' as never;
// 200,000 − 20,000 homestead = 180,000 at Alpha's 1.5 % = 2,700.
const ALPHA_TAX = 2_700;

describe('a state that is one folder and its code', () => {
  it('the lists name its folder once each, beside the four', () => {
    const engines = written['states/engine-list.ts']!;
    expect(engines).toContain(`import zz from '${folderOf('zz')}/calc.ts';`);
    expect(engines).toContain('export const ENGINE_LIST = { tx, ca, fl, ny, zz } as const;');
    expect(written['states/module-list.ts']).toContain(`import zz from '${folderOf('zz')}/index.ts';`);
  });

  it('its engine bills a home from its own rules and exemption', () => {
    const out = calculate({
      state: ZZ,
      input: { homeValue: 200_000, county: 'alpha', homesteadExemption: true },
      config,
      counties: rates.counties,
    });
    if (!out.ok) throw new Error(JSON.stringify(out.errors));
    expect(out.result.annualTax).toBeCloseTo(ALPHA_TAX, 6);
    expect(out.result.kind === 'general' && out.result.exemptions.homestead).toBe(20_000);
  });

  it('`calc --state zz` takes it, flags and all, and answers in JSON', () => {
    const built = requestFromFlags(
      { state: 'zz', county: 'alpha', value: '200000', homestead: true } as never,
      {
        config: () => config,
        rates: () => rates,
        national: () => [],
        nycRates: () => [],
        units: () => null,
        zips: () => null,
        typicalRateChangePct: () => null,
        productYear: () => 2026,
      } as never,
    );
    if ('errors' in built) throw new Error(JSON.stringify(built.errors));
    const outcome = calculate(built.request);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const json = JSON.parse(calcJson(outcome, [], { assumed: [], candidates: [], about: null } as never));
    expect(json.result.annualTax).toBeCloseTo(ALPHA_TAX, 6);
  });

  it('its county page shows the county, its rate with its source, and the example tax, in both languages', () => {
    const data = loadSiteData(ROOT);
    const site = {
      ...data,
      configs: { ...data.configs, zz: config },
      states: { ...data.states, zz: rates },
      units: { ...data.units, zz: null },
      zips: { ...data.zips, zz: null },
    } as typeof data;
    const ca = sitePlan(ROOT, {}).ca;
    const opts = { ...ca, variant: ZZ, base: '/zz/', siteLinks: { ...ca.siteLinks, zz: '/zz/' } };
    for (const [lang, path, words, state] of [
      ['en', '/county/alpha', 'Alpha County', 'Zedland'],
      ['es', '/es/condado/alpha', 'Alpha', 'Zedlandia'],
    ] as const) {
      const t = createTranslator(lang, ZZ).t;
      const ctx = pageContext(opts, site, '/zz/', `${ca.origin}/zz/`, lang, path, t, {
        countyList: '/zz/data/counties.json',
        units: null,
      });
      const page = renderRoute({ kind: 'county', path, slug: 'alpha' }, ctx, site);
      expect(page.title).toContain(words);
      expect(page.body).toContain('Fixture rates of a test state');
      expect(page.body).toContain(state);
      // The typical bill, from its engine: 350,000 at 1.5 % with no exemption.
      expect(page.body).toContain('$5,250');
      expect(page.body).toContain(
        lang === 'en' ? 'Homestead exemption ($20,000)' : 'Exención de vivienda principal ($20,000)',
      );
    }
  });
});
