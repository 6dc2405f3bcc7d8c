import { countyLabel } from '../../i18n/place-names.ts';
import type { CountyRate, Unit } from '../../schema/index.ts';
import { Layout } from '../../browser/components/Layout.tsx';
import type { PageContext } from '../../browser/components/page-context.ts';
import { PARTIAL_GROUPS, UnitTables } from './UnitTables.tsx';

/** A Texas county's units covering only part of it (schools, cities, MUDs, ESDs …): long lists, on their own page. */
export function DistrictsPage({ ctx, county, units }: { ctx: PageContext; county: CountyRate; units: Unit[] }) {
  const { t } = ctx;
  const countyHref = ctx.href(`/county/${county.slug}`);
  return (
    <Layout
      ctx={ctx}
      breadcrumbs={[
        { label: t('nav.home'), href: ctx.href('/') },
        { label: t('counties.title'), href: ctx.href('/counties') },
        { label: countyLabel(county.name, ctx.lang), href: countyHref },
        { label: t('units.groups.local') },
      ]}
    >
      <div className="wrap">
        <h1>{t('visual.districts.title', { county: county.name })}</h1>
        <p className="muted">
          {t('visual.districts.introAll', { county: county.name })}{' '}
          <a href={`${countyHref}#calculator`}>{t('visual.districts.back', { county: county.name })}</a>
        </p>
        <UnitTables ctx={ctx} units={units} county={county} only={PARTIAL_GROUPS} />
      </div>
    </Layout>
  );
}
