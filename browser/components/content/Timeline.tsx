import type { PageContext } from '../page-context.ts';

export interface TimelineStep {
  key: string;
  text: string;
}

/** A state's tax year as an ordered list (spec §4), each step's dates filled in from the data. */
export function TaxYearTimeline({ ctx, state, steps }: { ctx: PageContext; state: string; steps: TimelineStep[] }) {
  return (
    <section className="card" aria-labelledby="tax-year">
      <h3 id="tax-year">{ctx.t('content.timeline.heading', { state })}</h3>
      <ol className="timeline" data-timeline>
        {steps.map((s) => (
          <li key={s.key} data-step={s.key}>
            <div>{s.text}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The November 2025 Texas election, shown as past: its dates only (no claim about the ballot). */
export function ReferendumNotice({
  ctx,
  date,
  earlyFrom,
  earlyTo,
  registration,
}: {
  ctx: PageContext;
  date: string;
  earlyFrom: string;
  earlyTo: string;
  registration: string;
}) {
  const { t } = ctx;
  return (
    <aside className="notice" aria-labelledby="referendum-heading" data-referendum>
      <h3 id="referendum-heading">{t('content.referendum.heading', { date })}</h3>
      <p>{t('content.referendum.body', { date, earlyFrom, earlyTo, registration })}</p>
      <p className="small">{t('content.referendum.results')}</p>
    </aside>
  );
}
