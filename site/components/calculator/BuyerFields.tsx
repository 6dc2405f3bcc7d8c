import type { Lang, StateCode } from '../../calc/types.ts';
import type { FormState } from './state.ts';

type Tx = (key: string, vars?: Record<string, string | number>) => string;

interface Props {
  state: StateCode;
  isNyc: boolean;
  form: FormState;
  update: (patch: Partial<FormState>) => void;
  tx: Tx;
  lang: Lang;
  errorFor: (field: string) => string | null;
}

/** The buyer switch and, once on, what the visitor knows of the sale: closing date and the seller's side. */
export function BuyerFields({ state, isNyc, form, update, tx, errorFor }: Props) {
  const money = (id: string, key: 'sellerBill' | 'sellerAssessed' | 'portability', label: string, hint?: string) => (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={key} type="text" inputMode="numeric" autoComplete="off" value={form[key]}
        aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => update({ [key]: e.target.value })}
        aria-invalid={errorFor(key) ? true : undefined} />
      {hint && <p id={`${id}-hint`} className="field-hint">{hint}</p>}
      {errorFor(key) && <p className="field-error" role="alert">{errorFor(key)}</p>}
    </>
  );
  return (
    <fieldset className="buyer-fields" data-buyer-fields>
      <legend>{tx('calculator.buyer.legend')}</legend>
      <label className="check">
        <input type="checkbox" name="buyer" id="buyer-mode" checked={form.buyer} onChange={(e) => update({ buyer: e.target.checked })} />
        <span>{tx('calculator.buyer.toggle')}</span>
      </label>
      {form.buyer && (
        <>
          <label htmlFor="buyer-closing">{tx('calculator.buyer.closing')}</label>
          <input id="buyer-closing" name="closing" type="date" value={form.closing} onChange={(e) => update({ closing: e.target.value })}
            aria-invalid={errorFor('closing') ? true : undefined} />
          {errorFor('closing') && <p className="field-error" role="alert">{errorFor('closing')}</p>}
          {money('buyer-seller-bill', 'sellerBill', tx('calculator.buyer.sellerBill'), tx('calculator.buyer.sellerBillHint'))}
          {money('buyer-seller-assessed', 'sellerAssessed', isNyc ? tx('calculator.buyer.nycAssessed') : tx('calculator.buyer.sellerAssessed'), isNyc ? undefined : tx('calculator.buyer.sellerAssessedHint'))}
          {state === 'fl' && money('buyer-portability', 'portability', tx('calculator.buyer.portability'), tx('calculator.buyer.portabilityHint'))}
        </>
      )}
    </fieldset>
  );
}
