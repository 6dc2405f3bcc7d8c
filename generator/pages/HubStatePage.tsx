import { SourceCitation } from '../../browser/components/SourceCitation.tsx';
import { countyLabel, stateNameIn } from '../../i18n/place-names.ts';
import { DataTable } from '../../browser/components/DataTable.tsx';
import { Layout } from '../../browser/components/Layout.tsx';
import { money, percent } from '../../browser/components/Money.tsx';
import type { NationalCounty } from '../../schema/index.ts';
import { formatInteger } from '../../i18n/format.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import { ChoroplethMap } from '../../browser/components/maps/ChoroplethMap.tsx';
import type { MapData } from '../../browser/components/maps/types.ts';
import type { AllZips } from '../../browser/search/zip-types.ts';
import { ZipTable } from './SearchPage.tsx';

/** One state's counties on the hub: survey medians and effective rates, each linking to its county page. */
export function HubStatePage({
  ctx,
  counties,
  maps,
  zips,
}: {
  ctx: PageContext;
  counties: readonly NationalCounty[];
  maps?: MapData;
  zips?: AllZips | null;
}) {
  const { t, lang } = ctx;
  const stateName = stateNameIn(counties[0]?.stateName ?? '', lang);
  const na = t('states.notAvailable');
  return (
    <Layout ctx={ctx} breadcrumbs={[{ label: t('nav.home'), href: ctx.href('/') }, { label: stateName }]}>
      <div className="wrap">
        <h1>{t('states.heading', { state: stateName })}</h1>
        <p className="muted">{t('states.intro', { state: stateName })}</p>
        {maps && counties[0] && maps.state(counties[0].fips.slice(0, 2)) && (
          <ChoroplethMap
            ctx={ctx}
            id="state-map"
            withTable={false}
            source={maps.source}
            title={t('visual.map.stateTitle', { state: stateName })}
            caption={t('visual.map.hubStateCaption')}
            shapes={maps.state(counties[0].fips.slice(0, 2))!}
            items={counties.map((c) => ({
              fips: c.fips,
              name: c.name,
              href: ctx.href(`/county/${c.state.toLowerCase()}/${c.slug}`),
              ratePct: c.effectiveRatePct,
            }))}
          />
        )}
        <DataTable
          label={t('states.heading', { state: stateName })}
          rows={counties}
          rowKey={(c) => c.fips}
          columns={[
            {
              header: t('counties.columns.county'),
              cell: (c) => (
                <a href={ctx.href(`/county/${c.state.toLowerCase()}/${c.slug}`)}>{countyLabel(c.name, lang)}</a>
              ),
            },
            {
              header: t('states.medianHomeValue'),
              num: true,
              cell: (c) => (c.medianHomeValue === null ? na : money(c.medianHomeValue, lang)),
            },
            {
              header: t('states.medianTaxesPaid'),
              num: true,
              cell: (c) => (c.medianTaxesPaid === null ? na : money(c.medianTaxesPaid, lang)),
            },
            {
              header: t('states.effectiveRate'),
              num: true,
              cell: (c) => (c.effectiveRatePct === null ? na : percent(c.effectiveRatePct, lang)),
            },
            {
              header: t('counties.columns.population'),
              num: true,
              cell: (c) => (c.population === null ? na : formatInteger(c.population, lang)),
            },
          ]}
        />
        <SourceCitation
          className="small muted"
          label={t('county.sourceLabel')}
          source={counties[0]?.source ?? ''}
          year={counties[0]?.sourceYear}
        />
        <ZipTable
          ctx={ctx}
          heading={t('visual.search.zipsInState', { state: stateName })}
          zips={zips}
          rows={counties.map((c) => ({
            fips: c.fips,
            name: c.name,
            href: ctx.href(`/county/${c.state.toLowerCase()}/${c.slug}`),
          }))}
        />
      </div>
    </Layout>
  );
}
