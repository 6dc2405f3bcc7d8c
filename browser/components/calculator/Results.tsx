import { exemptionLabel } from '../../report/exemption-label.ts';
import type { ReactNode } from 'react';
import type { GeneralResult, NycResult } from '../../../engine/model.ts';
import { savingsHint } from '../../../engine/hint.ts';
import type { Lang } from '../../../schema/codes.ts';
import type { StateConfig } from '../../../schema/index.ts';
import { formatCurrency, formatPercent, formatRate } from '../../../i18n/format.ts';
import type { FormState } from './state.ts';
import { DataTable } from '../DataTable.tsx';
import { rateBadge } from '../../report/rate-badge.ts';
import { type RateYear, rateYearBadge, rateYearText } from '../../report/unit-year.ts';
import { assessedHow } from '../../report/nyc-text.ts';
import { ResultBar } from './ResultBar.tsx';
import { lineLabel } from '../../report/line-label.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function ResultsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} data-results-skeleton>
      <div className="result-figures">
        {[0, 1, 2].map((i) => (
          <div key={i} className="figure">
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-block" />
          </div>
        ))}
      </div>
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line" />
    </div>
  );
}

export { partLabel } from '../../report/line-label.ts';

/** A Texas line's rate year and status ("2026 adopted", "2025: 2026 not in our data yet"). */
function RateYearNote({ line, productYear, t }: { line: RateYear; productYear: number; t: Translate }) {
  const text = rateYearText(line, productYear, t);
  if (text === null) return null;
  const current = line.taxYear !== undefined && line.taxYear !== null && line.taxYear >= productYear;
  return (
    <span className="small muted rate-year" data-rate-year={current ? line.status : 'previous'}>
      {text}
    </span>
  );
}

const partlyPublished = (r: GeneralResult, year: number) =>
  r.units.some((l) => l.kind === 'unit' && l.taxYear !== null && l.taxYear >= year && l.status !== 'typed');

interface BreakdownLine {
  key: string;
  data: Record<`data-${string}`, string | undefined>;
  label: ReactNode;
  ratePct: number | null;
  taxableValue: number;
  tax: number;
}

/**
 * The bill's lines, in every state: its units where known (each with its year, status and own exemptions), else the
 * county's parts.
 */
function breakdownLines(
  result: GeneralResult,
  config: StateConfig,
  t: Translate,
  lang: Lang,
  productYear: number,
): BreakdownLine[] {
  const survey = result.rate.split === 'survey';
  return result.units.map((u) => ({
    key: u.id,
    data: {
      [u.kind === 'part' ? 'data-part' : 'data-unit']: u.kind === 'part' ? u.part : u.id,
      'data-local': u.kind === 'unit' && u.local !== undefined ? u.localStatus : undefined,
      'data-line-status': u.status ?? undefined,
    },
    label: (
      <>
        {lineLabel(u, config, survey, t, lang)}
        {u.localStatus === 'unknown' && <span className="small muted"> ({t('billBuilder.notIncluded')})</span>}
        {u.local?.entered && <span className="small muted"> ({t('billBuilder.entered')})</span>}
        {u.kind === 'unit' && <RateYearNote line={u} productYear={productYear} t={t} />}
      </>
    ),
    ratePct: u.ratePct,
    taxableValue: u.taxableValue,
    tax: u.tax,
  }));
}

/** The general result (spec §3 display result): figures, breakdown by entity, exemptions and savings. */
export function GeneralResults({
  result,
  config,
  t,
  lang,
  productYear,
  hintSharePct,
  form,
}: {
  result: GeneralResult;
  config: StateConfig;
  t: Translate;
  lang: Lang;
  productYear: number;
  hintSharePct: number;
  form: FormState;
}) {
  const m = (n: number): string => formatCurrency(n, lang);
  const avg = config.stats.averageRatePct;
  const county = result.rate.county;
  const hint = savingsHint(result.homeValue, result.effectiveRate, form.homestead, form.over65, hintSharePct);
  const cmp =
    avg === null
      ? null
      : Math.abs(result.effectiveRate - avg) < 0.05
        ? 'atAverage'
        : result.effectiveRate > avg
          ? 'aboveAverage'
          : 'belowAverage';
  return (
    <div data-result="general">
      <h3 tabIndex={-1} data-result-heading>
        {t('calculator.results.title')}
      </h3>
      <dl className="result-figures">
        <div className="figure">
          <dt>{t('calculator.results.annualTax')}</dt>
          <dd data-figure="annual">{m(result.annualTax)}</dd>
        </div>
        <div className="figure">
          <dt>{t('calculator.results.monthlyPayment')}</dt>
          <dd data-figure="monthly">{m(result.monthlyTax)}</dd>
        </div>
        <div className="figure">
          <dt>{t('calculator.results.effectiveRate')}</dt>
          <dd data-figure="effective">{formatPercent(result.effectiveRate, lang)}</dd>
        </div>
      </dl>
      <ResultBar result={result} config={config} t={t} lang={lang} />
      {avg !== null && cmp && (
        <p>
          {t('calculator.results.stateAverage', { state: config.stateName[lang], rate: formatPercent(avg, lang) })}:{' '}
          {t(`calculator.results.${cmp}`)}
        </p>
      )}
      {result.range && (
        <p className="notice">
          {t('calculator.results.rangeText', {
            low: m(result.range.low.annualTax),
            high: m(result.range.high.annualTax),
          })}
          . {t('calculator.results.rangeNote', { change: formatPercent(result.range.changePct, lang, 0) })}
          {partlyPublished(result, productYear) && <> {t('billBuilder.year.rangeNote', { year: productYear - 1 })}</>}
        </p>
      )}
      {county && (
        <p className="small">
          <span className={rateBadge(county, t).className}>{rateBadge(county, t).text}</span>{' '}
          {county.status === 'estimate' ? t('calculator.rateStatus.estimateShort', { productYear }) : ''}
          {result.units.some((l) => l.kind === 'unit') && (
            <span data-rate-year-badge="">
              {' '}
              {rateYearBadge(
                result.units.filter((l) => l.kind === 'unit'),
                productYear,
                t,
              )}
            </span>
          )}
        </p>
      )}
      <h4>{t('calculator.results.breakdownTitle')}</h4>
      <DataTable
        label={t('calculator.results.breakdownTitle')}
        rows={breakdownLines(result, config, t, lang, productYear)}
        rowKey={(l) => l.key}
        rowProps={(l) => l.data}
        tableProps={{ 'data-cards': '' }}
        columns={[
          { header: t('calculator.results.entity'), cell: (l) => l.label },
          {
            header: t('calculator.results.rate'),
            num: true,
            cell: (l) => (l.ratePct === null ? '—' : formatRate(l.ratePct, lang)),
            cellProps: { 'data-label': t('calculator.results.rate') },
          },
          {
            header: t('calculator.results.taxableValue'),
            num: true,
            cell: (l) => m(l.taxableValue),
            cellProps: { 'data-label': t('calculator.results.taxableValue') },
          },
          {
            header: t('calculator.results.tax'),
            num: true,
            cell: (l) => m(l.tax),
            cellProps: { 'data-label': t('calculator.results.tax') },
          },
        ]}
        foot={
          <tr>
            <th scope="row">{t('calculator.results.total')}</th>
            <td className="num" data-label={t('calculator.results.rate')}>
              {formatRate(
                result.units.reduce((s, u) => s + (u.ratePct ?? 0), 0),
                lang,
              )}
            </td>
            <td data-empty="" />
            <td className="num" data-label={t('calculator.results.tax')}>
              {m(result.annualTax)}
            </td>
          </tr>
        }
      />
      <dl className="small">
        <dt>{t('calculator.results.beforeExemptions')}</dt>
        <dd>
          {m(result.baseAssessedValue)} · {m(result.taxBeforeExemptions)}
        </dd>
        <dt>{t('calculator.results.schoolTaxableValue')}</dt>
        <dd>
          {m(result.school.taxableValue)} · {formatRate(result.school.ratePct, lang)} · {m(result.school.tax)}
        </dd>
        <dt>{t('calculator.results.nonSchoolTaxableValue')}</dt>
        <dd>
          {m(result.nonSchool.taxableValue)} · {formatRate(result.nonSchool.ratePct, lang)} · {m(result.nonSchool.tax)}
        </dd>
      </dl>
      <h4>{t('calculator.results.savings')}</h4>
      {result.exemptionBreakdown.length === 0 ? (
        <p>{t('calculator.results.noExemptionsApplied')}</p>
      ) : (
        <DataTable
          label={t('calculator.results.savings')}
          rows={result.exemptionBreakdown}
          rowKey={(e) => e.id}
          rowProps={(e) => ({ 'data-exemption': e.id })}
          columns={[
            { header: t('calculator.exemptions'), cell: (e) => exemptionLabel(config, e.id, t, lang) },
            { header: t('calculator.results.amount'), num: true, cell: (e) => m(e.amount) },
            { header: t('calculator.results.savings'), num: true, cell: (e) => m(e.savings) },
          ]}
        />
      )}
      <p>
        <strong>{t('calculator.results.totalSavings')}:</strong>{' '}
        <span data-figure="savings">{m(result.exemptionSavings)}</span>
      </p>
      {hint > 0 && !form.homestead && (
        <p className="muted">{t('calculator.results.savingsHint', { amount: m(hint) })}</p>
      )}
      {result.notices.map((n) => (
        <p key={n.code} className="small muted" data-notice={n.code}>
          {n.message[lang]}
        </p>
      ))}
      <p className="notice" data-charges={result.state}>
        {t(`calculator.results.additionalCharges.${result.state}`)}
      </p>
    </div>
  );
}

/**
 * The New York City result: assessed value (entered or estimated, with its range), class rate, exemptions, abatement,
 * STAR credit.
 */
export function NycResults({ result, t, lang }: { result: NycResult; t: Translate; lang: Lang }) {
  const m = (n: number): string => formatCurrency(n, lang);
  const rows: [string, string][] = [
    [t('nyc.marketValue'), m(result.homeValue)],
    [t('nyc.assessedValue'), m(result.assessedValue)],
    [t('calculator.results.rate'), formatRate(result.classRatePct, lang)],
    [t('nyc.baseTax'), m(result.baseTax)],
  ];
  if (result.veteranSavings > 0) rows.push([t('nyc.veteranSavings'), `−${m(result.veteranSavings)}`]);
  if (result.scheSavings > 0) rows.push([t('nyc.scheSavings'), `−${m(result.scheSavings)}`]);
  if (result.starSavings > 0) rows.push([t('nyc.starSavings'), `−${m(result.starSavings)}`]);
  if (result.abatement > 0) rows.push([t('nyc.abatement'), `−${m(result.abatement)}`]);
  rows.push([t('nyc.taxableValue'), m(result.taxableValue)]);
  if (result.starCredit > 0)
    rows.push([t('nyc.starCredit'), m(result.starCredit)], [t('nyc.netAfterCredit'), m(result.netAfterCredit)]);
  return (
    <div data-result="nyc">
      <h3 tabIndex={-1} data-result-heading>
        {t('calculator.results.title')}
      </h3>
      <dl className="result-figures">
        <div className="figure">
          <dt>{t('nyc.finalTax')}</dt>
          <dd data-figure="annual">{m(result.annualTax)}</dd>
        </div>
        <div className="figure">
          <dt>{t('calculator.results.monthlyPayment')}</dt>
          <dd data-figure="monthly">{m(result.monthlyPayment)}</dd>
        </div>
        <div className="figure">
          <dt>{t('calculator.results.quarterlyPayment')}</dt>
          <dd data-figure="quarterly">{m(result.quarterlyPayment)}</dd>
        </div>
        <div className="figure">
          <dt>{t('calculator.results.effectiveRate')}</dt>
          <dd data-figure="effective">{formatPercent(result.effectiveRate, lang)}</dd>
        </div>
      </dl>
      {result.range && (
        <p className="notice" data-nyc-range="">
          {t('nyc.range', {
            ratio: formatPercent(result.assessed.targetRatioPct, lang),
            low: m(result.range.low),
            high: m(result.range.high),
          })}
        </p>
      )}
      <ResultBar result={result} t={t} lang={lang} />
      <DataTable
        label={t('nyc.tableLabel')}
        rows={rows}
        rowKey={([k]) => k}
        columns={[{ cell: ([k]) => k }, { num: true, cell: ([, v]) => v }]}
      />
      <p className="small" data-assessed-how={result.assessed.how}>
        {t('nyc.assessedValue')}: {assessedHow(result, t, lang)}.
      </p>
      <p className="small muted">
        {t('nyc.fiscalYear', { year: result.fiscalYear })}. {result.rateSource}
      </p>
      {result.notices.map((n) => (
        <p key={n.code} className="small muted" data-notice={n.code}>
          {n.message[lang]}
        </p>
      ))}
    </div>
  );
}
