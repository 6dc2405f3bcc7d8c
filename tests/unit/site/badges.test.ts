// Every county figure names its own year: the badge on each county page (both languages) carries the
// record's source_year, and a New York levy figure, a California 2024-25 average or a Census survey
// rate never claims to be "2025 rates".
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { pageContext } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { showYear } from '../../../engine/rate-year.ts';
import type { Lang, StateCode } from '../../../schema/codes.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { renderRoute } from '../../../generator/pages/render.tsx';

const root = process.cwd();
const data = loadSiteData(root);
const plan = sitePlan(root, {});

function countyPage(state: StateCode, lang: Lang, slug: string): string {
  const opts = plan[state];
  const ctx = pageContext(
    opts,
    data,
    opts.base,
    `${opts.origin}${opts.base}`,
    lang,
    `/county/${slug}`,
    createTranslator(lang, state).t,
    { countyList: null, units: null },
  );
  return renderRoute({ kind: 'county', path: `/county/${slug}`, slug }, ctx, data).body;
}

const badge = (html: string) =>
  /<span class="badge badge-(?:estimate|official)" data-badge-year="([^"]*)">([^<]*)<\/span>/.exec(html);

describe('county badges name their own year', () => {
  for (const state of ['tx', 'ca', 'fl', 'ny'] as const) {
    it(`${state}: every county page, English and Spanish`, () => {
      for (const county of data.states[state]!.counties) {
        for (const lang of ['en', 'es'] as const) {
          const found = badge(countyPage(state, lang, county.slug));
          expect(found, `${state}/${county.slug} ${lang}`).not.toBeNull();
          expect(found![1]).toBe(county.sourceYear);
          expect(found![2], `${state}/${county.slug} ${lang}`).toContain(showYear(county.sourceYear));
        }
      }
    });
  }

  it('says what kind of figure it is: levies, a survey or rates', () => {
    expect(badge(countyPage('ny', 'en', 'albany'))![2]).toBe('Estimate: 2024 levies');
    expect(badge(countyPage('ny', 'es', 'albany'))![2]).toBe('Estimación: recaudación de 2024');
    expect(badge(countyPage('ny', 'en', 'kings'))![2]).toBe('Census survey 2020–24');
    expect(badge(countyPage('ca', 'en', 'los-angeles'))![2]).toBe('Estimate: 2024–25 rates');
    expect(badge(countyPage('tx', 'en', 'culberson'))![2]).toBe('Estimate: 2024 rates');
    expect(badge(countyPage('tx', 'en', 'harris'))![2]).toBe('Estimate: 2025 rates');
  });
});
