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
  // The parts are joined once at the end: nested template strings and joins built a rope per level that was then
  // copied over and again, twice the time of the records' JSON.stringify for a state's 6,000 units.
  const out: string[] = [];
  const write = (v: unknown, indent: string): void => {
    if (v === undefined) out.push('null');
    else if (v === null || typeof v !== 'object' || isRecord(v)) out.push(JSON.stringify(v));
    else if (Array.isArray(v)) {
      if (v.length === 0) return void out.push('[]');
      const inner = `${indent}  `;
      out.push('[\n');
      for (let i = 0; i < v.length; i++) {
        out.push(i === 0 ? inner : `,\n${inner}`);
        write(v[i], inner);
      }
      out.push(`\n${indent}]`);
    } else {
      const inner = `${indent}  `;
      let first = true;
      for (const [k, x] of Object.entries(v)) {
        if (x === undefined) continue;
        out.push(first ? `{\n${inner}` : `,\n${inner}`, JSON.stringify(k), ': ');
        first = false;
        write(x, inner);
      }
      out.push(first ? '{}' : `\n${indent}}`);
    }
  };
  write(value, '');
  out.push('\n');
  return out.join('');
}

/** The median, a mean of two middle values rounded as rates are written. */
export function median(values: number[]): number | null {
  const m = middle(values);
  return m === null || values.length % 2 === 1 ? m : round6(m);
}
