import type { PaymentFacts, PaymentPlan } from '../../calc/tools/payment.ts';
import type { Lang } from '../../calc/types.ts';
import { formatCurrency } from '../../i18n/format.ts';
import { monthDay, monthName, type Tx, pctFigure } from './shared.tsx';

/** The two schedules of spec §3: late payment (penalty, interest, total extra) and early discounts. */
export function PaymentTables({ plan, facts, tx, lang }: { plan: PaymentPlan; facts: PaymentFacts; tx: Tx; lang: Lang }) {
  const m = (n: number): string => formatCurrency(n, lang);
  const pct = (n: number): string => pctFigure(n, lang);
  const withPct = (amount: number, p: number): string => (p > 0 ? `${m(amount)} (${pct(p)})` : '—');
  const feeFrom = monthDay(tx, facts.attorneyFee.from);
  return (
    <>
      <h3>{tx('tool.payment.lateTitle')}</h3>
      <p>{tx('tool.payment.lateIntro', { date: monthDay(tx, facts.dueDate), penalty: pct(facts.penalty.firstMonthPct), step: pct(facts.penalty.monthlyIncreasePct), julyPenalty: pct(facts.penalty.julyTotalPct), feeDate: feeFrom, interest: pct(facts.interestMonthlyPct) })}</p>
      <div className="table-scroll">
        <table data-table="late">
          <thead>
            <tr>
              <th scope="col">{tx('tools.payment.paymentDate')}</th>
              <th scope="col" className="num">{tx('tools.payment.penalty')}</th>
              <th scope="col" className="num">{tx('tools.payment.interest')}</th>
              <th scope="col" className="num">{tx('tool.payment.attorneyFee')}</th>
              <th scope="col" className="num">{tx('tools.payment.totalExtra')}</th>
              <th scope="col" className="num">{tx('tool.payment.youPay')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.late.map((row) => (
              <tr key={row.month} data-month={row.month}>
                <th scope="row">{row.attorneyFeePct > 0 ? tx('tool.payment.fromDate', { date: feeFrom }) : tx('tool.payment.inMonth', { month: monthName(tx, row.month) })}</th>
                <td className="num" data-cell="penalty">{withPct(row.penalty, row.penaltyPct)}</td>
                <td className="num" data-cell="interest">{withPct(row.interest, row.interestPct)}</td>
                <td className="num" data-cell="fee">{row.attorneyFeePct > 0 ? tx('tool.payment.upTo', { amount: m(row.attorneyFee) }) : '—'}</td>
                <td className="num" data-cell="total">{row.attorneyFeePct > 0 ? tx('tool.payment.upTo', { amount: m(row.totalExtra) }) : m(row.totalExtra)}</td>
                <td className="num" data-cell="pay">{row.attorneyFeePct > 0 ? tx('tool.payment.upTo', { amount: m(plan.bill + row.totalExtra) }) : m(plan.bill + row.totalExtra)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small">{tx('tool.payment.afterFeeDate', { date: feeFrom, fee: pct(facts.attorneyFee.maxPct), interest: pct(facts.interestMonthlyPct) })}</p>

      <h3>{tx('tool.payment.discountTitle')}</h3>
      <p>{tx('tool.payment.discountIntro')}</p>
      <div className="table-scroll">
        <table data-table="discounts">
          <thead>
            <tr>
              <th scope="col">{tx('tools.payment.month')}</th>
              <th scope="col" className="num">{tx('tools.payment.discount')}</th>
              <th scope="col" className="num">{tx('tools.payment.savingsOnBill', { amount: m(plan.bill) })}</th>
              <th scope="col" className="num">{tx('tool.payment.youPay')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.discounts.map((row) => (
              <tr key={row.month} data-month={row.month}>
                <th scope="row">{tx('tool.payment.inMonth', { month: monthName(tx, row.month) })}</th>
                <td className="num" data-cell="discount">{pct(row.pct)}</td>
                <td className="num" data-cell="savings">{m(row.savings)}</td>
                <td className="num" data-cell="pay">{m(row.pay)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
