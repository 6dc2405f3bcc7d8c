import { PARTS, type GeneralResult, type NycResult } from '../../calc/model.ts';
import { savingsHint } from '../../calc/hint.ts';
import type { Lang, Localized, StateConfig } from '../../calc/types.ts';
import { formatCurrency, formatPercent, formatRate } from '../../i18n/format.ts';
import type { FormState } from './state.ts';
import { rateBadge } from '../rate-badge.ts';
import { assessedHow } from './nyc-text.ts';
import { ResultBar } from './ResultBar.tsx';

type Tx = (key: string, vars?: Record<string, string | number>) => string;

export function ResultsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} data-results-skeleton>
      <div className="result-figures">
        {[0, 1, 2].map((i) => <div key={i} className="figure"><div className="skeleton skeleton-line" /><div className="skeleton skeleton-block" /></div>)}
      </div>
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line" />
    </div>
  );
}

export function partLabel(config: Pick<StateConfig, 'calc'>, part: string, tx: Tx, lang: Lang): string {
  const labels = (config.calc as { componentLabels?: Record<string, Localized> }).componentLabels;
  return labels?.[part]?.[lang] ?? tx(`calculator.results.entities.${part}`);
}

/** An exemption's name: the state config's label, or for Texas units' own exemptions a text of ours. */
export function exemptionLabel(config: Pick<StateConfig, 'exemptions'>, id: string, tx: Tx, lang: Lang): string {
  return config.exemptions[id]?.label[lang] ?? tx(`calculator.results.exemptionNames.${id}`);
}

/** The general result (spec §3 display result): figures, breakdown by entity, exemptions and savings. */
export function GeneralResults({ result, config, tx, lang, productYear, hintSharePct, form }: { result: GeneralResult; config: StateConfig; tx: Tx; lang: Lang; productYear: number; hintSharePct: number; form: FormState }) {
  const m = (n: number): string => formatCurrency(n, lang);
  const avg = config.stats.averageRatePct;
  const county = result.rate.county;
  const hint = savingsHint(result.homeValue, result.effectiveRate, form.homestead, form.over65, hintSharePct);
  const cmp = avg === null ? null : Math.abs(result.effectiveRate - avg) < 0.05 ? 'atAverage' : result.effectiveRate > avg ? 'aboveAverage' : 'belowAverage';
  return (
    <div data-result="general">
      <h3 tabIndex={-1} data-result-heading>{tx('calculator.results.title')}</h3>
      <dl className="result-figures">
        <div className="figure"><dt>{tx('calculator.results.annualTax')}</dt><dd data-figure="annual">{m(result.annualTax)}</dd></div>
        <div className="figure"><dt>{tx('calculator.results.monthlyPayment')}</dt><dd data-figure="monthly">{m(result.monthlyTax)}</dd></div>
        <div className="figure"><dt>{tx('calculator.results.effectiveRate')}</dt><dd data-figure="effective">{formatPercent(result.effectiveRate, lang)}</dd></div>
      </dl>
      <ResultBar result={result} config={config} tx={tx} lang={lang} />
      {avg !== null && cmp && (
        <p>{tx('calculator.results.stateAverage', { state: config.stateName[lang], rate: formatPercent(avg, lang) })}: {tx(`calculator.results.${cmp}`)}</p>
      )}
      {result.range && (
        <p className="notice">
          {tx('calculator.results.rangeText', { low: m(result.range.low.annualTax), high: m(result.range.high.annualTax) })}.{' '}
          {tx('calculator.results.rangeNote', { change: formatPercent(result.range.changePct, lang, 0) })}
        </p>
      )}
      {county && (
        <p className="small">
          <span className={rateBadge(county, tx).className}>{rateBadge(county, tx).text}</span>{' '}
          {county.status === 'estimate' ? tx('calculator.rateStatus.estimateShort', { productYear }) : ''}
        </p>
      )}
      <h4>{tx('calculator.results.breakdownTitle')}</h4>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{tx('calculator.results.entity')}</th>
              <th scope="col" className="num">{tx('calculator.results.rate')}</th>
              <th scope="col" className="num">{tx('calculator.results.taxableValue')}</th>
              <th scope="col" className="num">{tx('calculator.results.tax')}</th>
            </tr>
          </thead>
          <tbody>
            {result.unitLines ? result.unitLines.map((u) => (
              <tr key={u.id} data-unit={u.id} data-local={u.localStatus}>
                <th scope="row">
                  {result.rate.split === 'survey' ? tx('calculator.results.surveyRate') : u.id === u.part ? partLabel(config, u.part, tx, lang) : u.name}
                  {u.localStatus === 'unknown' && <span className="small muted"> ({tx('billBuilder.notIncluded')})</span>}
                  {u.local?.entered && <span className="small muted"> ({tx('billBuilder.entered')})</span>}
                </th>
                <td className="num">{formatRate(u.ratePct, lang)}</td>
                <td className="num">{m(u.taxableValue)}</td>
                <td className="num">{m(u.tax)}</td>
              </tr>
            )) : (
              <>
                {PARTS.filter((p) => result.countyBreakdown[p].ratePct > 0).map((p) => {
                  const line = result.countyBreakdown[p];
                  return (
                    <tr key={p} data-part={p}>
                      <th scope="row">{result.rate.split === 'survey' ? tx('calculator.results.surveyRate') : partLabel(config, p, tx, lang)}</th>
                      <td className="num">{formatRate(line.ratePct, lang)}</td>
                      <td className="num">{m(line.taxableValue)}</td>
                      <td className="num">{m(line.tax)}</td>
                    </tr>
                  );
                })}
                {result.extraUnits.map((u) => (
                  <tr key={u.id} data-unit={u.id}>
                    <th scope="row">{u.name}</th>
                    <td className="num">{formatRate(u.ratePct, lang)}</td>
                    <td className="num">{m(u.taxableValue)}</td>
                    <td className="num">{m(u.tax)}</td>
                  </tr>
                ))}
              </>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{tx('calculator.results.total')}</th>
              <td className="num">{formatRate(result.rate.ratePct + result.extraUnits.reduce((s, u) => s + u.ratePct, 0), lang)}</td>
              <td />
              <td className="num">{m(result.annualTax)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="small">
        <dt>{tx('calculator.results.beforeExemptions')}</dt><dd>{m(result.baseAssessedValue)} · {m(result.taxBeforeExemptions)}</dd>
        <dt>{tx('calculator.results.schoolTaxableValue')}</dt><dd>{m(result.school.taxableValue)} · {formatRate(result.school.ratePct, lang)} · {m(result.school.tax)}</dd>
        <dt>{tx('calculator.results.nonSchoolTaxableValue')}</dt><dd>{m(result.nonSchool.taxableValue)} · {formatRate(result.nonSchool.ratePct, lang)} · {m(result.nonSchool.tax)}</dd>
      </dl>
      <h4>{tx('calculator.results.savings')}</h4>
      {result.exemptionBreakdown.length === 0 ? (
        <p>{tx('calculator.results.noExemptionsApplied')}</p>
      ) : (
        <div className="table-scroll">
        <table>
          <thead><tr><th scope="col">{tx('calculator.exemptions')}</th><th scope="col" className="num">{tx('calculator.results.amount')}</th><th scope="col" className="num">{tx('calculator.results.savings')}</th></tr></thead>
          <tbody>
            {result.exemptionBreakdown.map((e) => (
              <tr key={e.id} data-exemption={e.id}>
                <th scope="row">{exemptionLabel(config, e.id, tx, lang)}</th>
                <td className="num">{m(e.amount)}</td>
                <td className="num">{m(e.savings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
      <p><strong>{tx('calculator.results.totalSavings')}:</strong> <span data-figure="savings">{m(result.exemptionSavings)}</span></p>
      {hint > 0 && !form.homestead && <p className="muted">{tx('calculator.results.savingsHint', { amount: m(hint) })}</p>}
      {result.notices.map((n) => <p key={n.code} className="small muted" data-notice={n.code}>{n.message[lang]}</p>)}
      <p className="notice">{tx('calculator.results.additionalChargesWarning')}</p>
    </div>
  );
}

/** The New York City result: assessed value (entered or estimated, with its range), class rate, exemptions, abatement, STAR credit. */
export function NycResults({ result, tx, lang }: { result: NycResult; tx: Tx; lang: Lang }) {
  const m = (n: number): string => formatCurrency(n, lang);
  const rows: [string, string][] = [
    [tx('nyc.marketValue'), m(result.marketValue)],
    [tx('nyc.assessedValue'), m(result.assessedValue)],
    [tx('calculator.results.rate'), formatRate(result.classRatePct, lang)],
    [tx('nyc.baseTax'), m(result.baseTax)],
  ];
  if (result.veteranSavings > 0) rows.push([tx('nyc.veteranSavings'), `−${m(result.veteranSavings)}`]);
  if (result.scheSavings > 0) rows.push([tx('nyc.scheSavings'), `−${m(result.scheSavings)}`]);
  if (result.starSavings > 0) rows.push([tx('nyc.starSavings'), `−${m(result.starSavings)}`]);
  if (result.abatement > 0) rows.push([tx('nyc.abatement'), `−${m(result.abatement)}`]);
  rows.push([tx('nyc.taxableValue'), m(result.taxableValue)]);
  if (result.starCredit > 0) rows.push([tx('nyc.starCredit'), m(result.starCredit)], [tx('nyc.netAfterCredit'), m(result.netAfterCredit)]);
  return (
    <div data-result="nyc">
      <h3 tabIndex={-1} data-result-heading>{tx('calculator.results.title')}</h3>
      <dl className="result-figures">
        <div className="figure"><dt>{tx('nyc.finalTax')}</dt><dd data-figure="annual">{m(result.finalTax)}</dd></div>
        <div className="figure"><dt>{tx('calculator.results.monthlyPayment')}</dt><dd data-figure="monthly">{m(result.monthlyPayment)}</dd></div>
        <div className="figure"><dt>{tx('calculator.results.quarterlyPayment')}</dt><dd data-figure="quarterly">{m(result.quarterlyPayment)}</dd></div>
        <div className="figure"><dt>{tx('calculator.results.effectiveRate')}</dt><dd data-figure="effective">{formatPercent(result.effectiveRate, lang)}</dd></div>
      </dl>
      {result.range && (
        <p className="notice" data-nyc-range="">{tx('nyc.range', { ratio: formatPercent(result.assessed.targetRatioPct, lang), low: m(result.range.low), high: m(result.range.high) })}</p>
      )}
      <ResultBar result={result} tx={tx} lang={lang} />
      <div className="table-scroll">
        <table><tbody>{rows.map(([k, v]) => <tr key={k}><th scope="row">{k}</th><td className="num">{v}</td></tr>)}</tbody></table>
      </div>
      <p className="small" data-assessed-how={result.assessed.how}>{tx('nyc.assessedValue')}: {assessedHow(result, tx, lang)}.</p>
      <p className="small muted">{tx('nyc.fiscalYear', { year: result.fiscalYear })}. {result.rateSource}</p>
      {result.notices.map((n) => <p key={n.code} className="small muted" data-notice={n.code}>{n.message[lang]}</p>)}
    </div>
  );
}
