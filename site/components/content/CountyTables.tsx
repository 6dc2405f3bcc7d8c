import { formatCurrency, formatInteger, formatRate } from '../../i18n/format.ts';
import type { PageContext } from '../../pages/context.ts';
import type { ImpactTable, MajorCountyRow } from '../../pages/content/county-figures.ts';

const money = (n: number | null, lang: 'en' | 'es'): string => (n === null ? '' : formatCurrency(n, lang));

/** The most populous counties: rate, population and the calculator's estimate on the example home. */
export function MajorCountiesTable({ ctx, rows, value }: { ctx: PageContext; rows: MajorCountyRow[]; value: number }) {
  const { t, lang } = ctx;
  return (
    <figure className="data-table" data-table="major-counties">
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('content.tables.county')}</th>
              <th scope="col" className="num">{t('content.tables.rate')}</th>
              <th scope="col" className="num">{t('content.tables.population')}</th>
              <th scope="col" className="num">{t('content.tables.taxOn', { value: formatCurrency(value, lang) })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.county.slug}>
                <th scope="row"><a href={ctx.href(`/county/${r.county.slug}`)}>{r.county.name}</a></th>
                <td className="num">{formatRate(r.county.ratePct, lang)}</td>
                <td className="num">{formatInteger(r.population, lang)}</td>
                <td className="num">{money(r.tax, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="small muted">{t('content.tables.majorNote', { count: rows.length })}</figcaption>
    </figure>
  );
}

/** Annual tax by home value (rows) in the most populous counties (columns), from the engine. */
export function TaxImpactTable({ ctx, table }: { ctx: PageContext; table: ImpactTable }) {
  const { t, lang } = ctx;
  return (
    <figure className="data-table" data-table="tax-impact">
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('content.tables.homeValue')}</th>
              {table.counties.map((c) => <th key={c.slug} scope="col" className="num">{c.name}</th>)}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r.value}>
                <th scope="row">{formatCurrency(r.value, lang)}</th>
                {r.taxes.map((tax, i) => <td key={i} className="num">{money(tax, lang)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="small muted">
        {table.exemption
          ? t('content.tables.impactNote', { exemption: table.exemption, count: table.counties.length })
          : t('content.tables.impactNoteNoExemption', { count: table.counties.length })}
      </figcaption>
    </figure>
  );
}
