import { useMemo, useState } from 'react';
import { paymentPlan } from '../../../engine/tools/payment.ts';
import { formatCurrency } from '../../../i18n/format.ts';
import { DataTable } from '../DataTable.tsx';
import { lookup } from '../text.ts';
import { PaymentTables } from './PaymentTables.tsx';
import { cents, MoneyField, monthDay, useHydrated, pctFigure } from './shared.tsx';
import type { PaymentToolProps } from './types.ts';

/** Texas quick payment calculator (spec §2, §3, §4, §9): full, split, discounts, late costs, fees. */
export function PaymentCalculator({ lang, text, facts }: PaymentToolProps) {
  const t = useMemo(() => lookup(text), [text]);
  const hydrated = useHydrated();
  const [bill, setBill] = useState(facts.example.bill);
  const plan = useMemo(() => paymentPlan(bill, facts), [bill, facts]);
  const m = (n: number): string => formatCurrency(n, lang);
  const pct = (n: number): string => pctFigure(n, lang);
  const due = monthDay(t, plan.full.due);
  const first = monthDay(t, plan.split.firstDue);
  const second = monthDay(t, plan.split.secondDue);

  return (
    <section
      className="card tool"
      data-tool="payment-calculator"
      data-hydrated={hydrated ? 'true' : undefined}
      aria-labelledby="payment-title"
    >
      <h2 id="payment-title">{t('tools.payment.title')}</h2>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <MoneyField
          id="payment-bill"
          label={t('tools.payment.taxBill')}
          value={bill}
          lang={lang}
          onChange={setBill}
          cents
          hint={t('tool.payment.billHint')}
          error={plan.bill > 0 ? null : t('tool.payment.billRequired')}
        />
      </form>
      {plan.bill > 0 && (
        <div className="results" aria-live="polite">
          <h3>{t('tool.payment.optionsTitle')}</h3>
          <dl className="result-figures">
            <div className="figure">
              <dt>{t('tools.payment.payInFull', { date: due })}</dt>
              <dd data-figure="full">{m(plan.full.amount)}</dd>
            </div>
            <div className="figure">
              <dt>{t('tools.payment.splitPayment', { first, second })}</dt>
              <dd data-figure="split">
                {t('tool.payment.splitAmounts', { first: m(plan.split.first), second: m(plan.split.second) })}
              </dd>
            </div>
          </dl>
          <p>{t('tool.payment.fullText', { amount: m(plan.full.amount), date: due })}</p>
          <p>
            {t('tool.payment.splitText', {
              first: m(plan.split.first),
              firstDate: first,
              second: m(plan.split.second),
              secondDate: second,
            })}
          </p>
          <p className="notice" data-note="missed-first-half">
            {t('tool.payment.missedFirst', {
              firstDate: first,
              amount: m(plan.bill),
              date: monthDay(t, plan.split.missedFirstDue),
            })}
          </p>

          <PaymentTables plan={plan} facts={facts} t={t} lang={lang} />

          <h3>{t('tool.payment.feesTitle')}</h3>
          <p>{t('tool.payment.feesIntro', { max: pct(facts.fees.cardMaxPct) })}</p>
          <DataTable
            label={t('tool.payment.feesTitle')}
            rows={plan.fees}
            rowKey={(f) => f.county}
            rowProps={(f) => ({ 'data-fee-county': f.county })}
            tableProps={{ 'data-fees': '' }}
            columns={[
              { header: t('tool.payment.feeCounty'), cell: (f) => f.county },
              {
                header: t('tool.payment.cardFeeHead'),
                num: true,
                cellProps: { 'data-fee': 'card' },
                cell: (f) => t('tool.payment.cardFeeCell', { pct: pct(f.cardPct), fee: cents(f.card, lang) }),
              },
              {
                header: t('tool.payment.eCheckFeeHead'),
                num: true,
                cellProps: { 'data-fee': 'echeck' },
                cell: (f) => (f.eCheck > 0 ? cents(f.eCheck, lang) : t('tool.payment.noFee')),
              },
            ]}
          />
          <p className="small muted">{t('tool.payment.feesNote')}</p>
        </div>
      )}
      <p className="small muted">{t('tool.payment.legal')}</p>
    </section>
  );
}
