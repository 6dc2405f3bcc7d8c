import type { PaymentFacts, PaymentPlan } from '../../../engine/tools/payment.ts';
import type { Lang } from '../../../schema/codes.ts';
import { formatCurrency } from '../../../i18n/format.ts';
import { DataTable } from '../DataTable.tsx';
import { monthDay, monthName, type Translate, pctFigure } from './shared.tsx';

/** The two schedules of spec §3: late payment (penalty, interest, total extra) and early discounts. */
export function PaymentTables({
  plan,
  facts,
  t,
  lang,
}: {
  plan: PaymentPlan;
  facts: PaymentFacts;
  t: Translate;
  lang: Lang;
}) {
  const m = (n: number): string => formatCurrency(n, lang);
  const pct = (n: number): string => pctFigure(n, lang);
  const withPct = (amount: number, p: number): string => (p > 0 ? `${m(amount)} (${pct(p)})` : '—');
  const feeFrom = monthDay(t, facts.attorneyFee.from);
  return (
    <>
      <h3>{t('tool.payment.lateTitle')}</h3>
      <p>
        {t('tool.payment.lateIntro', {
          date: monthDay(t, facts.dueDate),
          penalty: pct(facts.penalty.firstMonthPct),
          step: pct(facts.penalty.monthlyIncreasePct),
          julyPenalty: pct(facts.penalty.julyTotalPct),
          feeDate: feeFrom,
          interest: pct(facts.interestMonthlyPct),
        })}
      </p>
      <DataTable
        label={t('tool.payment.lateTitle')}
        rows={plan.late}
        rowKey={(row) => row.month}
        rowProps={(row) => ({ 'data-month': row.month })}
        tableProps={{ 'data-table': 'late' }}
        columns={[
          {
            header: t('tools.payment.paymentDate'),
            cell: (row) =>
              row.attorneyFeePct > 0
                ? t('tool.payment.fromDate', { date: feeFrom })
                : t('tool.payment.inMonth', { month: monthName(t, row.month) }),
          },
          {
            header: t('tools.payment.penalty'),
            num: true,
            cellProps: { 'data-cell': 'penalty' },
            cell: (row) => withPct(row.penalty, row.penaltyPct),
          },
          {
            header: t('tools.payment.interest'),
            num: true,
            cellProps: { 'data-cell': 'interest' },
            cell: (row) => withPct(row.interest, row.interestPct),
          },
          {
            header: t('tool.payment.attorneyFee'),
            num: true,
            cellProps: { 'data-cell': 'fee' },
            cell: (row) => (row.attorneyFeePct > 0 ? t('tool.payment.upTo', { amount: m(row.attorneyFee) }) : '—'),
          },
          {
            header: t('tools.payment.totalExtra'),
            num: true,
            cellProps: { 'data-cell': 'total' },
            cell: (row) =>
              row.attorneyFeePct > 0 ? t('tool.payment.upTo', { amount: m(row.totalExtra) }) : m(row.totalExtra),
          },
          {
            header: t('tool.payment.youPay'),
            num: true,
            cellProps: { 'data-cell': 'pay' },
            cell: (row) =>
              row.attorneyFeePct > 0
                ? t('tool.payment.upTo', { amount: m(plan.bill + row.totalExtra) })
                : m(plan.bill + row.totalExtra),
          },
        ]}
      />
      <p className="small">
        {t('tool.payment.afterFeeDate', {
          date: feeFrom,
          fee: pct(facts.attorneyFee.maxPct),
          interest: pct(facts.interestMonthlyPct),
        })}
      </p>

      <h3>{t('tool.payment.discountTitle')}</h3>
      <p>{t('tool.payment.discountIntro')}</p>
      <DataTable
        label={t('tool.payment.discountTitle')}
        rows={plan.discounts}
        rowKey={(row) => row.month}
        rowProps={(row) => ({ 'data-month': row.month })}
        tableProps={{ 'data-table': 'discounts' }}
        columns={[
          {
            header: t('tools.payment.month'),
            cell: (row) => t('tool.payment.inMonth', { month: monthName(t, row.month) }),
          },
          {
            header: t('tools.payment.discount'),
            num: true,
            cellProps: { 'data-cell': 'discount' },
            cell: (row) => pct(row.pct),
          },
          {
            header: t('tools.payment.savingsOnBill', { amount: m(plan.bill) }),
            num: true,
            cellProps: { 'data-cell': 'savings' },
            cell: (row) => m(row.savings),
          },
          { header: t('tool.payment.youPay'), num: true, cellProps: { 'data-cell': 'pay' }, cell: (row) => m(row.pay) },
        ]}
      />
    </>
  );
}
