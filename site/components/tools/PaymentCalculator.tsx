import { useMemo, useState } from 'react';
import { paymentPlan } from '../../calc/tools/payment.ts';
import { formatCurrency } from '../../i18n/format.ts';
import { lookup } from '../text.ts';
import { PaymentTables } from './PaymentTables.tsx';
import { cents, MoneyField, monthDay, useHydrated, pctFigure } from './shared.tsx';
import type { PaymentToolProps } from './types.ts';

/** Texas quick payment calculator (spec §2, §3, §4, §9): full, split, discounts, late costs, fees. */
export function PaymentCalculator({ lang, text, facts }: PaymentToolProps) {
  const tx = useMemo(() => lookup(text), [text]);
  const hydrated = useHydrated();
  const [bill, setBill] = useState(facts.example.bill);
  const plan = useMemo(() => paymentPlan(bill, facts), [bill, facts]);
  const m = (n: number): string => formatCurrency(n, lang);
  const pct = (n: number): string => pctFigure(n, lang);
  const due = monthDay(tx, plan.full.due);
  const first = monthDay(tx, plan.split.firstDue);
  const second = monthDay(tx, plan.split.secondDue);

  return (
    <section className="card tool" data-tool="payment-calculator" data-hydrated={hydrated ? 'true' : undefined} aria-labelledby="payment-title">
      <h2 id="payment-title">{tx('tools.payment.title')}</h2>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <MoneyField id="payment-bill" label={tx('tools.payment.taxBill')} value={bill} lang={lang} onChange={setBill} cents
          hint={tx('tool.payment.billHint')} error={plan.bill > 0 ? null : tx('tool.payment.billRequired')} />
      </form>
      {plan.bill > 0 && (
        <div className="results" aria-live="polite">
          <h3>{tx('tool.payment.optionsTitle')}</h3>
          <dl className="result-figures">
            <div className="figure">
              <dt>{tx('tools.payment.payInFull', { date: due })}</dt>
              <dd data-figure="full">{m(plan.full.amount)}</dd>
            </div>
            <div className="figure">
              <dt>{tx('tools.payment.splitPayment', { first, second })}</dt>
              <dd data-figure="split">{tx('tool.payment.splitAmounts', { first: m(plan.split.first), second: m(plan.split.second) })}</dd>
            </div>
          </dl>
          <p>{tx('tool.payment.fullText', { amount: m(plan.full.amount), date: due })}</p>
          <p>{tx('tool.payment.splitText', { first: m(plan.split.first), firstDate: first, second: m(plan.split.second), secondDate: second })}</p>
          <p className="notice" data-note="missed-first-half">{tx('tool.payment.missedFirst', { firstDate: first, amount: m(plan.bill), date: monthDay(tx, plan.split.missedFirstDue) })}</p>

          <PaymentTables plan={plan} facts={facts} tx={tx} lang={lang} />

          <h3>{tx('tool.payment.feesTitle')}</h3>
          <p>{tx('tool.payment.feesIntro', { max: pct(facts.fees.cardMaxPct) })}</p>
          <div className="table-scroll">
            <table data-fees="">
              <thead>
                <tr>
                  <th scope="col">{tx('tool.payment.feeCounty')}</th>
                  <th scope="col" className="num">{tx('tool.payment.cardFeeHead')}</th>
                  <th scope="col" className="num">{tx('tool.payment.eCheckFeeHead')}</th>
                </tr>
              </thead>
              <tbody>
                {plan.fees.map((f) => (
                  <tr key={f.county} data-fee-county={f.county}>
                    <th scope="row">{f.county}</th>
                    <td className="num" data-fee="card">{tx('tool.payment.cardFeeCell', { pct: pct(f.cardPct), fee: cents(f.card, lang) })}</td>
                    <td className="num" data-fee="echeck">{f.eCheck > 0 ? cents(f.eCheck, lang) : tx('tool.payment.noFee')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="small muted">{tx('tool.payment.feesNote')}</p>
        </div>
      )}
      <p className="small muted">{tx('tool.payment.legal')}</p>
    </section>
  );
}
