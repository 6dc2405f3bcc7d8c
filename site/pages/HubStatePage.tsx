import { Layout } from '../components/Layout.tsx';
import { money, percent } from '../components/Money.tsx';
import type { NationalCounty } from '../calc/types.ts';
import { formatInteger } from '../i18n/format.ts';
import type { PageContext } from './context.ts';

/** One state's counties on the hub: survey medians and effective rates, each linking to its county page. */
export function HubStatePage({ ctx, counties }: { ctx: PageContext; counties: NationalCounty[] }) {
  const { t, lang } = ctx;
  const stateName = counties[0]?.stateName ?? '';
  const na = t('states.notAvailable');
  return (
    <Layout ctx={ctx} breadcrumbs={[{ label: t('nav.home'), href: ctx.href('/') }, { label: stateName }]}>
      <div className="wrap">
        <h1>{t('states.heading', { state: stateName })}</h1>
        <p className="muted">{t('states.intro', { state: stateName })}</p>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('counties.columns.county')}</th>
                <th scope="col" className="num">{t('states.medianHomeValue')}</th>
                <th scope="col" className="num">{t('states.medianTaxesPaid')}</th>
                <th scope="col" className="num">{t('states.effectiveRate')}</th>
                <th scope="col" className="num">{t('counties.columns.population')}</th>
              </tr>
            </thead>
            <tbody>
              {counties.map((c) => (
                <tr key={c.fips}>
                  <th scope="row"><a href={ctx.href(`/county/${c.state.toLowerCase()}/${c.slug}`)}>{c.name}</a></th>
                  <td className="num">{c.medianHomeValue === null ? na : money(c.medianHomeValue, lang)}</td>
                  <td className="num">{c.medianTaxesPaid === null ? na : money(c.medianTaxesPaid, lang)}</td>
                  <td className="num">{c.effectiveRatePct === null ? na : percent(c.effectiveRatePct, lang)}</td>
                  <td className="num">{c.population === null ? na : formatInteger(c.population, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="small muted">{t('common.source', { source: `${counties[0]?.source ?? ''} (${counties[0]?.sourceYear ?? ''})` })}</p>
      </div>
    </Layout>
  );
}
