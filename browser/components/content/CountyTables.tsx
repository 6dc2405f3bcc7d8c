import { formatCurrency, formatInteger, formatRate } from '../../../i18n/format.ts';
import type { PageContext } from '../page-context.ts';
import type { ImpactTable, MajorCountyRow } from './county-tables-data.ts';
import { DataTable } from '../DataTable.tsx';

const money = (n: number | null, lang: 'en' | 'es'): string => (n === null ? '' : formatCurrency(n, lang));

/** The most populous counties: rate, population and the calculator's estimate on the example home. */
export function MajorCountiesTable({ ctx, rows, value }: { ctx: PageContext; rows: MajorCountyRow[]; value: number }) {
  const { t, lang } = ctx;
  return (
    <figure className="data-table" data-table="major-counties">
      <DataTable
        label={t('counties.majorCountiesHeading')}
        rows={rows}
        rowKey={(r) => r.county.slug}
        columns={[
          {
            header: t('content.tables.county'),
            cell: (r) => <a href={ctx.href(`/county/${r.county.slug}`)}>{r.county.name}</a>,
          },
          { header: t('content.tables.rate'), num: true, cell: (r) => formatRate(r.county.ratePct, lang) },
          { header: t('content.tables.population'), num: true, cell: (r) => formatInteger(r.population, lang) },
          {
            header: t('content.tables.taxOn', { value: formatCurrency(value, lang) }),
            num: true,
            cell: (r) => money(r.tax, lang),
          },
        ]}
      />
      <figcaption className="small muted">{t('content.tables.majorNote', { count: rows.length })}</figcaption>
    </figure>
  );
}

/** Annual tax by home value (rows) in the most populous counties (columns), from the engine. */
export function TaxImpactTable({ ctx, table }: { ctx: PageContext; table: ImpactTable }) {
  const { t, lang } = ctx;
  return (
    <figure className="data-table" data-table="tax-impact">
      <DataTable
        label={t('counties.impactHeading')}
        rows={table.rows}
        rowKey={(r) => r.value}
        columns={[
          { header: t('content.tables.homeValue'), cell: (r) => formatCurrency(r.value, lang) },
          ...table.counties.map((c, i) => ({
            key: c.slug,
            header: c.name,
            num: true,
            cell: (r: ImpactTable['rows'][number]) => money(r.taxes[i] ?? null, lang),
          })),
        ]}
      />
      <figcaption className="small muted">
        {table.exemption
          ? t('content.tables.impactNote', { exemption: table.exemption, count: table.counties.length })
          : t('content.tables.impactNoteNoExemption', { count: table.counties.length })}
      </figcaption>
    </figure>
  );
}
