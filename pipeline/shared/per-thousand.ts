// New York publishes full-value rates in dollars per $1,000; the product stores percent of full
// value. The one conversion, shared by the seed and `rates import --state ny --units`: text in,
// text out, so no float arithmetic rounds a digit away.

/**
 * "5.90033" dollars per $1,000 → "0.590033" percent: the decimal point moves one place and every digit is
 * kept (the workbook's "7.71E-2" included), so the conversion adds no rounding of its own.
 */
export function perThousandToPct(text: string): string {
  const t = text.trim();
  if (t === '' || t === 'Not filed') return '';
  const m = /^(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(t);
  if (!m) throw new Error(`expected a rate per $1,000 such as 5.9003, found ${JSON.stringify(text)}`);
  const digits = `${m[1]}${m[2] ?? ''}`;
  // Position of the decimal point within `digits`, after the exponent and the ÷ 10.
  const point = m[1]!.length + Number(m[3] ?? 0) - 1;
  const padded = point <= 0 ? `${'0'.repeat(1 - point)}${digits}` : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  const whole = padded.slice(0, at).replace(/^0+(?=\d)/, '');
  const frac = padded.slice(at).replace(/0+$/, '');
  return frac === '' ? whole : `${whole}.${frac}`;
}
