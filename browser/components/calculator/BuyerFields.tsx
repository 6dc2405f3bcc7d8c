import { calcState } from '../../../states/engines.ts';
import type { Lang, StateCode } from '../../../schema/codes.ts';
import type { FormState } from './state.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

interface Props {
  state: StateCode;
  isNyc: boolean;
  form: FormState;
  update: (patch: Partial<FormState>) => void;
  t: Translate;
  lang: Lang;
  errorFor: (field: string) => string | null;
}

/** The buyer switch and, once on, what the visitor knows of the sale: closing date and the seller's side. */
export function BuyerFields({ state, isNyc, form, update, t, errorFor }: Props) {
  const money = (id: string, key: 'sellerBill' | 'sellerAssessed' | 'portability', label: string, hint?: string) => (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={key}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={form[key]}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => update({ [key]: e.target.value })}
        aria-invalid={errorFor(key) ? true : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {errorFor(key) && (
        <p className="field-error" role="alert">
          {errorFor(key)}
        </p>
      )}
    </>
  );
  return (
    <fieldset className="buyer-fields" data-buyer-fields>
      <legend>{t('calculator.buyer.legend')}</legend>
      <label className="check">
        <input
          type="checkbox"
          name="buyer"
          id="buyer-mode"
          checked={form.buyer}
          onChange={(e) => update({ buyer: e.target.checked })}
        />
        <span>{t('calculator.buyer.toggle')}</span>
      </label>
      {form.buyer && (
        <>
          <label htmlFor="buyer-closing">{t('calculator.buyer.closing')}</label>
          <input
            id="buyer-closing"
            name="closing"
            type="date"
            value={form.closing}
            onChange={(e) => update({ closing: e.target.value })}
            aria-invalid={errorFor('closing') ? true : undefined}
          />
          {errorFor('closing') && (
            <p className="field-error" role="alert">
              {errorFor('closing')}
            </p>
          )}
          {money(
            'buyer-seller-bill',
            'sellerBill',
            t('calculator.buyer.sellerBill'),
            t('calculator.buyer.sellerBillHint'),
          )}
          {money(
            'buyer-seller-assessed',
            'sellerAssessed',
            isNyc ? t('calculator.buyer.nycAssessed') : t('calculator.buyer.sellerAssessed'),
            isNyc ? undefined : t('calculator.buyer.sellerAssessedHint'),
          )}
          {calcState(state).form?.portability &&
            money(
              'buyer-portability',
              'portability',
              t('calculator.buyer.portability'),
              t('calculator.buyer.portabilityHint'),
            )}
        </>
      )}
    </fieldset>
  );
}
