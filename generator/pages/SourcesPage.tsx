import type { Lang } from '../../schema/codes.ts';
import type { ConstantUnit, CountyRate, SourcedConstant } from '../../schema/index.ts';
import { showYear } from '../../engine/rate-year.ts';
import { DataTable } from '../../browser/components/DataTable.tsx';
import { Layout } from '../../browser/components/Layout.tsx';
import { formatCurrency, formatInteger, formatNumber } from '../../i18n/format.ts';
import { FORMATS } from '../../i18n/placeholders.ts';
import type { PageContext } from '../../browser/components/page-context.ts';

/** A constant's value as readers write it; an unknown figure says so instead of showing a number. */
export function constantValue(c: SourcedConstant, lang: Lang, unknown: string): string {
  if (c.value === null) return unknown;
  const v = c.value;
  if (typeof v === 'string') {
    if (c.unit === 'date') return FORMATS.date!(v, lang, undefined);
    if (c.unit === 'month-day') return FORMATS.monthday!(v, lang, undefined);
    return v;
  }
  const byUnit: Partial<Record<ConstantUnit, () => string>> = {
    usd: () => (Number.isInteger(v) ? formatCurrency(v, lang) : `$${formatNumber(v, lang, 2)}`),
    'usd-billion': () => `$${formatNumber(v, lang, 1)} B`,
    percent: () => FORMATS.pct!(v, lang, undefined),
    'percent-per-month': () => FORMATS.pct!(v, lang, undefined),
    month: () => FORMATS.month!(v, lang, undefined),
  };
  return byUnit[c.unit]?.() ?? formatInteger(v, lang);
}

/** Every figure the site's engines and pages use, with its source and year, and where the county rates come from. */
export function SourcesPage({
  ctx,
  scopes,
  counties,
}: {
  ctx: PageContext;
  scopes: { scope: string; constants: Record<string, SourcedConstant> }[];
  counties: readonly CountyRate[];
}) {
  const { t, lang } = ctx;
  const rateSources = new Map<string, { years: Set<string>; count: number }>();
  for (const c of counties) {
    const seen = rateSources.get(c.source) ?? { years: new Set<string>(), count: 0 };
    seen.years.add(showYear(c.sourceYear));
    seen.count += 1;
    rateSources.set(c.source, seen);
  }
  return (
    <Layout ctx={ctx} breadcrumbs={[{ label: t('nav.home'), href: ctx.href('/') }, { label: t('sources.title') }]}>
      <div className="wrap">
        <h1>{t('sources.title')}</h1>
        <p>{t('sources.intro', { year: ctx.product.productYear })}</p>
        <h2>{t('sources.ratesHeading')}</h2>
        <DataTable
          label={t('sources.ratesHeading')}
          rows={[...rateSources].sort((a, b) => b[1].count - a[1].count)}
          rowKey={([source]) => source}
          rowHeader={false}
          tableProps={{ 'data-sources': 'rates' }}
          columns={[
            { header: t('sources.publisher'), cell: ([source]) => <cite lang="en">{source}</cite> },
            { header: t('sources.years'), cell: ([, s]) => [...s.years].sort().join(', ') },
            { header: t('sources.counties'), num: true, cell: ([, s]) => formatInteger(s.count, lang) },
          ]}
        />
        {scopes.map(({ scope, constants }) => (
          <section key={scope} aria-labelledby={`sources-${scope}`}>
            <h2 id={`sources-${scope}`}>{t(`sources.scopes.${scope}`)}</h2>
            <p className="small muted">{t('sources.documentsNote')}</p>
            <DataTable
              label={t(`sources.scopes.${scope}`)}
              rows={Object.values(constants)}
              rowKey={(c) => c.key}
              rowProps={(c) => ({ 'data-constant': c.key, 'data-known': c.value === null ? 'no' : 'yes' })}
              tableProps={{ 'data-sources': scope }}
              columns={[
                { header: t('sources.figure'), cell: (c) => c.label?.[lang] ?? <code>{c.key}</code> },
                { header: t('sources.value'), num: true, cell: (c) => constantValue(c, lang, t('sources.unknown')) },
                {
                  header: t('sources.taxYear'),
                  cell: (c) => (
                    <>
                      {c.taxYear}
                      {c.standIn ? ` ${t('sources.standIn', { year: ctx.product.productYear })}` : ''}
                    </>
                  ),
                },
                {
                  header: t('sources.source'),
                  cellProps: { className: 'small' },
                  cell: (c) => (
                    <>
                      <cite lang="en">
                        {c.publisher}:{' '}
                        {c.url ? (
                          <a href={c.url} rel="noopener noreferrer">
                            {c.document}
                          </a>
                        ) : (
                          c.document
                        )}
                      </cite>{' '}
                      <span className="muted">
                        ({t('sources.readOn', { date: c.readOn })}; {t(`county.confidenceLevels.${c.confidence}`)})
                      </span>
                    </>
                  ),
                },
              ]}
            />
          </section>
        ))}
      </div>
    </Layout>
  );
}
