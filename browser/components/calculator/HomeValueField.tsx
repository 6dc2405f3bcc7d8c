import { useState } from 'react';
import { valueWarnings } from '../../../engine/validate.ts';
import type { Lang } from '../../../schema/codes.ts';
import { formatMoneyInput } from '../../../i18n/format.ts';
import { readValueField } from './form-numbers.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The home value as typed, and why it was refused (naming the field); the calculator sets it from a link too. */
export function useValueText(initial: number, lang: Lang) {
  const [text, setText] = useState(() => formatMoneyInput(initial, lang));
  const [problem, setProblem] = useState<string | null>(null);
  const reset = (value: number): void => {
    setText(formatMoneyInput(value, lang));
    setProblem(null);
  };
  return { text, setText, problem, setProblem, reset };
}

/** Home value (or the purchase price, or NYC's market value): read as the visitor types, in their language. */
export function HomeValueField({
  label,
  value,
  field,
  error,
  onValue,
  t,
  lang,
}: {
  label: string;
  value: number;
  field: ReturnType<typeof useValueText>;
  error: string | null;
  onValue: (value: number) => void;
  t: Translate;
  lang: Lang;
}) {
  const change = (text: string, input: { inputType?: string; data?: string | null }): void => {
    const read = readValueField(text, input, field.problem === null, lang, label);
    field.setText(read.text);
    field.setProblem(read.problem);
    onValue(read.value);
  };
  return (
    <>
      <label htmlFor="home-value">{label}</label>
      <input
        id="home-value"
        name="homeValue"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={field.text}
        placeholder={t('calculator.homeValuePlaceholder')}
        aria-describedby="home-value-help"
        onChange={(e) => change(e.target.value, e.nativeEvent as InputEvent)}
        aria-invalid={field.problem || error ? true : undefined}
      />
      <p id="home-value-help" className="field-hint">
        {t('calculator.homeValueHelp')}
      </p>
      {valueWarnings(value, 'homeValue').map((w) => (
        <p key={w.code} className="field-warning" role="status">
          {w.message[lang]}. {w.advice[lang]}
        </p>
      ))}
      {field.problem && (
        <p className="field-error" role="alert" data-value-problem>
          {field.problem}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
