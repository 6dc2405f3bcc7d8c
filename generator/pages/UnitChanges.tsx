import type { Unit } from '../../schema/index.ts';
import { formatPercent, formatRate } from '../../i18n/format.ts';
import { rateYearText } from '../../browser/report/unit-year.ts';
import type { PageContext } from '../../browser/components/page-context.ts';

/** "What changed since last year": the county's units that published the product year's rate, old → new. */
export function UnitChanges({ ctx, units, county }: { ctx: PageContext; units: Unit[]; county: string }) {
  const { t, lang, product } = ctx;
  const year = product.productYear;
  const published = units.filter((u) => u.taxYear >= year);
  if (published.length === 0) return null;
  const rate = (x: number | null) => (x === null ? t('units.notReported') : formatRate(x, lang));
  return (
    <section className="card" aria-labelledby="unit-changes-heading" data-unit-changes="">
      <h2 id="unit-changes-heading">{t('billBuilder.year.changedTitle')}</h2>
      <p>{t('billBuilder.year.changedIntro', { county, year })}</p>
      <ul>
        {published.map((u) => {
          const before = u.previous;
          const change =
            before && before.ratePct && u.ratePct !== null
              ? ((u.ratePct - before.ratePct) / before.ratePct) * 100
              : null;
          return (
            <li key={u.id} data-unit-change={u.id} data-status={u.status}>
              <strong>{u.name}</strong>:{' '}
              {before && (
                <>{t('billBuilder.year.changedFrom', { from: rate(before.ratePct), fromYear: before.taxYear })} → </>
              )}
              <strong>{rate(u.ratePct)}</strong>
              {change !== null &&
                (Math.abs(change) < 0.05
                  ? ` · ${t('billBuilder.year.changedNone')}`
                  : ` · ${change > 0 ? '+' : ''}${formatPercent(change, lang, 1)}`)}{' '}
              · {rateYearText(u, year, t)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
