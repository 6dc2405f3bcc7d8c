import { useMemo, useState } from 'react';
import { countyLabel } from '../../../i18n/place-names.ts';
import { taxShock } from '../../../states/estimate/tax-shock.ts';
import type { CountyRate, StateConfig } from '../../../schema/index.ts';
import { formatCurrency, formatPercent, formatRate } from '../../../i18n/format.ts';
import { lookup } from '../text.ts';
import { MoneyField, useHydrated } from './shared.tsx';
import type { TaxShockToolProps } from './types.ts';

/** Florida tax-shock calculator (spec §2): the buyer's first bill on the purchase price vs the seller's. */
export function TaxShock(props: TaxShockToolProps) {
  const { lang } = props;
  const t = useMemo(() => lookup(props.text), [props.text]);
  const hydrated = useHydrated();
  const config = props.config as StateConfig;
  // The engine takes full records; the long source texts are not needed to compute.
  const counties = useMemo<CountyRate[]>(
    () => props.counties.map((c) => ({ ...c, source: '', remark: null })),
    [props.counties],
  );
  const [county, setCounty] = useState(props.defaultCounty);
  const [price, setPrice] = useState(props.defaultPrice);
  const [sellerTax, setSellerTax] = useState(0);
  const [sellerAssessed, setSellerAssessed] = useState(0);
  const outcome = useMemo(
    () => taxShock({ purchasePrice: price, county, sellerTax, sellerAssessedValue: sellerAssessed }, config, counties),
    [price, county, sellerTax, sellerAssessed, config, counties],
  );
  const m = (n: number): string => formatCurrency(n, lang);
  const priceError = outcome.ok ? null : (outcome.errors.find((e) => e.field === 'homeValue')?.message[lang] ?? null);

  return (
    <section
      className="card tool"
      data-tool="tax-shock"
      data-hydrated={hydrated ? 'true' : undefined}
      aria-labelledby="tax-shock-title"
    >
      <h2 id="tax-shock-title">{t('tool.taxShock.title')}</h2>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <label htmlFor="tax-shock-county">{t('tool.taxShock.county')}</label>
        <select id="tax-shock-county" name="county" value={county} onChange={(e) => setCounty(e.target.value)}>
          {props.counties.map((c) => (
            <option key={c.slug} value={c.slug}>
              {countyLabel(c.name, lang)}
            </option>
          ))}
        </select>
        <MoneyField
          id="tax-shock-price"
          label={t('tools.taxShock.purchasePrice')}
          value={price}
          lang={lang}
          onChange={setPrice}
          error={priceError}
        />
        <fieldset>
          <legend>{t('tool.taxShock.sellerLegend')}</legend>
          <MoneyField
            id="tax-shock-seller-tax"
            label={t('tools.taxShock.currentTax')}
            value={sellerTax}
            lang={lang}
            onChange={setSellerTax}
            cents
            hint={t('tool.taxShock.sellerTaxHint')}
          />
          <MoneyField
            id="tax-shock-seller-assessed"
            label={t('tool.taxShock.sellerAssessed')}
            value={sellerAssessed}
            lang={lang}
            onChange={setSellerAssessed}
            hint={t('tool.taxShock.sellerAssessedHint')}
          />
        </fieldset>
      </form>
      {outcome.ok &&
        (() => {
          const { newBill, seller, difference, differencePct } = outcome.result;
          return (
            <div className="results" aria-live="polite">
              <dl className="result-figures">
                <div className="figure">
                  <dt>{t('tools.taxShock.newTax')}</dt>
                  <dd data-figure="new-tax">{m(newBill.annualTax)}</dd>
                </div>
                <div className="figure">
                  <dt>{t('tools.taxShock.currentTax')}</dt>
                  <dd data-figure="seller-tax">{seller.basis === 'none' ? '—' : m(seller.tax)}</dd>
                </div>
                <div className="figure">
                  <dt>{t('tools.taxShock.increase')}</dt>
                  <dd data-figure="difference">{difference === null ? '—' : m(difference)}</dd>
                </div>
              </dl>
              {difference !== null && differencePct !== null && (
                <p data-summary="">
                  {t(difference >= 0 ? 'tool.taxShock.more' : 'tool.taxShock.less', {
                    amount: m(Math.abs(difference)),
                    pct: formatPercent(Math.abs(differencePct), lang),
                  })}
                </p>
              )}
              {seller.basis === 'none' && <p className="muted">{t('tool.taxShock.noSeller')}</p>}
              {seller.basis === 'assessed' && (
                <p className="small" data-note="seller-from-assessed">
                  {t('tool.taxShock.sellerFromAssessed', {
                    value: m(seller.assessedValue),
                    exemptions: m(seller.bill.exemptions.homestead),
                  })}
                </p>
              )}
              <h3>{t('tool.taxShock.howTitle')}</h3>
              <ul>
                <li>{t('tool.taxShock.reset', { price: m(newBill.homeValue) })}</li>
                <li data-line="exemptions">
                  {t('tool.taxShock.homestead', {
                    amount: m(newBill.exemptions.homestead),
                    deadline: config.deadlines.exemptionApplication[lang],
                  })}
                </li>
                <li data-line="taxable">
                  {t('tool.taxShock.taxable', {
                    school: m(newBill.school.taxableValue),
                    schoolRate: formatRate(newBill.school.ratePct, lang),
                    other: m(newBill.nonSchool.taxableValue),
                    otherRate: formatRate(newBill.nonSchool.ratePct, lang),
                  })}
                </li>
              </ul>
              <p className="small muted">
                {t('tool.taxShock.estimate', {
                  county: newBill.rate.county?.name ?? '',
                  year: newBill.rate.county?.sourceYear ?? '',
                })}
              </p>
            </div>
          );
        })()}
    </section>
  );
}
