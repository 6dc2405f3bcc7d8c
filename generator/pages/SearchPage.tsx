import { statesIn } from '../../i18n/place-names.ts';
import type { CountyRate, NationalCounty } from '../../schema/index.ts';
import { DataTable } from '../../browser/components/DataTable.tsx';
import { Layout } from '../../browser/components/Layout.tsx';
import { SearchBox } from '../../browser/components/search/SearchBox.tsx';
import type { AllZips } from '../../browser/search/zip-types.ts';
import type { PageContext } from '../../browser/components/page-context.ts';

/**
 * Where the county search's plain form lands (and what works without JavaScript): the search box,
 * and every county of the site with its ZIP codes, ready for the browser's find. The hub lists the
 * states; each hub state page lists its counties' ZIP codes.
 */
export function SearchPage({
  ctx,
  counties,
  national,
  zips,
}: {
  ctx: PageContext;
  counties: readonly CountyRate[] | null;
  national: readonly NationalCounty[];
  zips: AllZips | null | undefined;
}) {
  const { t } = ctx;
  const hub = ctx.variant === 'hub';
  const states = statesIn(national, ctx.lang);
  return (
    <Layout
      ctx={ctx}
      breadcrumbs={[{ label: t('nav.home'), href: ctx.href('/') }, { label: t('visual.search.pageTitle') }]}
    >
      <div className="wrap">
        <h1>{t('visual.search.pageTitle')}</h1>
        <p className="muted">{hub ? t('visual.search.pageIntroHub') : t('visual.search.pageIntro')}</p>
        <SearchBox ctx={ctx} id="search-page" />
        {hub ? (
          <ul className="link-list">
            {states.map(([code, name]) => (
              <li key={code}>
                <a href={`${ctx.href(`/states/${code.toLowerCase()}`)}#zips`}>{name}</a>
              </li>
            ))}
          </ul>
        ) : (
          <ZipTable
            ctx={ctx}
            heading={t('visual.search.zipsHeading')}
            rows={(counties ?? []).map((c) => ({ fips: c.fips, name: c.name, href: ctx.href(`/county/${c.slug}`) }))}
            zips={zips}
          />
        )}
      </div>
    </Layout>
  );
}

/** Counties with their ZIP codes, as text: a table the browser's find searches. */
export function ZipTable({
  ctx,
  heading,
  rows,
  zips,
}: {
  ctx: PageContext;
  heading: string;
  rows: { fips: string; name: string; href: string }[];
  zips: AllZips | null | undefined;
}) {
  const { t } = ctx;
  if (!zips) return null;
  return (
    <section id="zips" aria-labelledby="zips-heading">
      <h2 id="zips-heading">{heading}</h2>
      <DataTable
        label={heading}
        rows={rows}
        rowKey={(r) => r.fips}
        tableProps={{ className: 'zip-table' }}
        columns={[
          { header: t('visual.chart.county'), cell: (r) => <a href={r.href}>{r.name}</a> },
          { header: t('visual.search.zipsColumn'), cell: (r) => zips.counties[r.fips] ?? '–' },
        ]}
      />
      <p className="small muted cite">
        {t('visual.search.zipsSource')} <cite lang="en">{zips.source}</cite>. {t('visual.search.zipShareUnknown')}
      </p>
    </section>
  );
}
