// Small pieces the tools share: hydration state, a money input, dates and paragraphs.
import { useEffect, useState } from 'react';
import type { MonthDay } from '../../../engine/tools/payment.ts';
import type { Lang } from '../../../schema/codes.ts';
import { formatMoneyInput, formatNumber, formatPercent, parseMoneyInput } from '../../../i18n/format.ts';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * false in the server render and the first browser render (so hydration matches), true once the
 * tool is live. Tools mark their root with data-hydrated and reveal controls that need JavaScript.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** 'January 31' / '31 de enero', from the tool's month names and date pattern. */
export function monthDay(t: Translate, d: MonthDay): string {
  return t('tool.common.date', { month: t(`tool.common.months.m${d.month}`), day: d.day });
}

export function monthName(t: Translate, month: number): string {
  return t(`tool.common.months.m${month}`);
}

/** A percentage from a rule (6 %, 2.25 %): whole numbers without decimals, others with the usual two. */
export function pctFigure(n: number, lang: Lang): string {
  return formatPercent(n, lang, Number.isInteger(n) ? 0 : 2);
}

/** Dollars with cents, for fees that are not whole dollars ($1.50, $112.50). */
export function cents(n: number, lang: Lang): string {
  return `$${formatNumber(n, lang, 2)}`;
}

/**
 * Typed text → amount and tidy text. Whole dollars follow spec §5 (digits only, thousands
 * separators, empty = 0); with cents, a decimal point and up to two decimals are kept as typed,
 * since tax bills carry cents ('4,000.50') and dropping the point would read 400,050.
 */
export function parseAmount(text: string, lang: Lang, cents: boolean): { value: number; text: string } {
  const dot = cents ? text.indexOf('.') : -1;
  if (dot < 0) {
    const value = parseMoneyInput(text);
    return { value, text: formatMoneyInput(value, lang) };
  }
  const whole = parseMoneyInput(text.slice(0, dot));
  const decimals = text
    .slice(dot + 1)
    .replace(/\D/g, '')
    .slice(0, 2);
  return {
    value: whole + (decimals ? Number(`0.${decimals}`) : 0),
    text: `${formatMoneyInput(whole, lang) || '0'}.${decimals}`,
  };
}

/** A dollar amount field; `cents` for tax amounts, whole dollars for values and prices. */
export function MoneyField(props: {
  id: string;
  label: string;
  value: number;
  lang: Lang;
  onChange: (n: number) => void;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  cents?: boolean;
}) {
  const { id, label, value, lang, onChange, hint, error, disabled } = props;
  const [text, setText] = useState(() => formatMoneyInput(value, lang));
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type="text"
        inputMode={props.cents ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const parsed = parseAmount(e.target.value, lang, props.cents === true);
          setText(parsed.text);
          onChange(parsed.value);
        }}
      />
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Plain text with blank lines between paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p.trim()}</p>
      ))}
    </>
  );
}

/** A list joined the way the language says it: 'Harris and Bexar', 'Harris y Bexar'. */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
