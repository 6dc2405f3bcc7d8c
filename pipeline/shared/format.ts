// Fixed, locale-free number formatting and JSON serialisation, so the same sources always give
// byte-identical output on any machine.
import { median as middle } from '../../engine/median.ts';

/** Drops float noise (0.1 + 0.2) without losing any digit a source table gives (at most 6). */
export function round6(x: number): number {
  const r = Math.round(x * 1e6) / 1e6;
  return Object.is(r, -0) ? 0 : r;
}

/** A rate in percent: up to 6 decimals, at least 2, trailing zeros dropped ("1.68", "0.493907"). */
export function fmtRate(x: number): string {
  let s = round6(x).toFixed(6);
  while (s.endsWith('0') && s.length - s.indexOf('.') > 3) s = s.slice(0, -1);
  return s;
}

/** A signed rate difference in percentage points ("+0.0123", "-0.5", "0.00"). */
export function fmtPoints(x: number): string {
  const s = fmtRate(Math.abs(x));
  return round6(x) === 0 ? s : `${x > 0 ? '+' : '-'}${s}`;
}

/** A signed relative change with two decimals ("+2.15 %", "-10.00 %", "0.00 %"). */
export function fmtPercent(x: number): string {
  const s = Math.abs(x).toFixed(2);
  if (s === '0.00') return '0.00 %';
  return `${x > 0 ? '+' : '-'}${s} %`;
}

export function fmtCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 2-space JSON with a trailing newline, the format of every generated JSON file. */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

const isRecord = (v: unknown): boolean => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const r = v as Record<string, unknown>;
  return typeof r.id === 'string' || typeof r.fips === 'string';
};

/**
 * The large tables (every county, every taxing unit): indented like toJson down to the records, each
 * record (an object with an `id` or `fips`) on one line. A rate change is then one changed line in
 * a reviewer's diff, and the files are less than half the size. JSON.parse reads both alike.
 */
export function toRecordJson(value: unknown): string {
  const write = (v: unknown, indent: string): string => {
    if (v === undefined) return 'null';
    if (isRecord(v) || v === null || typeof v !== 'object') return JSON.stringify(v);
    const inner = `${indent}  `;
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      return `[\n${v.map((x) => inner + write(x, inner)).join(',\n')}\n${indent}]`;
    }
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${write(x, inner)}`).join(',\n')}\n${indent}}`;
  };
  return `${write(value, '')}\n`;
}

/** The median, a mean of two middle values rounded as rates are written. */
export function median(values: number[]): number | null {
  const m = middle(values);
  return m === null || values.length % 2 === 1 ? m : round6(m);
}
