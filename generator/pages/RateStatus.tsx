import type { CountyRate } from '../../schema/index.ts';
import { badgeCounts } from '../../browser/report/rate-badge.ts';
import type { PageContext } from '../../browser/components/page-context.ts';

/** Where the year's rates stand, from the data alone (no clock, so builds stay reproducible). */
export function timelineStep(counties: readonly Pick<CountyRate, 'status'>[]): 0 | 1 | 2 | 3 {
  const official = counties.filter((c) => c.status === 'official').length;
  if (official === 0) return 1;
  return official === counties.length ? 3 : 2;
}

export function RateStatusCard({ ctx, counties }: { ctx: PageContext; counties: readonly CountyRate[] }) {
  const { t, lang, product } = ctx;
  const official = counties.filter((c) => c.status === 'official').length;
  const estimate = counties.length - official;
  const step = timelineStep(counties);
  const steps = ['proposeRates', 'hearingsAdoption', 'productUpdates', 'taxesDue'] as const;
  return (
    <section className="card" aria-labelledby="rate-status">
      <h2 id="rate-status">{t('timeline.title', { year: product.productYear })}</h2>
      <ul className="badge-list">
        {badgeCounts(counties, t).map((b) => (
          <li key={b.text}>
            <span className={b.className}>{b.text}</span> {t('home.badgeCount', { count: b.count })}
          </li>
        ))}
      </ul>
      <p>
        {estimate > 0
          ? t('calculator.rateStatus.estimateNote', {
              productYear: product.productYear,
              month: product.officialRatesExpected[lang],
            })
          : t('calculator.rateStatus.officialNote', { year: product.productYear })}{' '}
        {t('home.statusCounts', { official, estimate })}
      </p>
      <ol className="timeline">
        {steps.map((key, i) => (
          <li key={key} className={i === step ? 'current' : undefined} aria-current={i === step ? 'step' : undefined}>
            {i === step && <span className="here">{t('timeline.youAreHere')}</span>}
            <div>{t(`timeline.steps.${key}`)}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}
