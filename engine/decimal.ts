// Rates are published per $100, per $1,000, in mills or in percent: each a power of ten from percent.
// The conversion moves the decimal point in the written digits instead of multiplying, so 1.9090 mills
// is 0.1909 % exactly and not 0.19090000000000001.

/** `text` (plain digits with at most one decimal point) with its point moved `places` to the right. */
export function shiftDecimal(text: string, places: number): string {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [int = '', frac = ''] = body.split('.');
  let digits = int + frac;
  let point = int.length + places;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point);
  return `${negative ? '-' : ''}${whole}${rest ? `.${rest}` : ''}`;
}

/** A number's shortest decimal writing (no exponent for the sizes rates take) moved `places`: 0.85 mills → 0.085 %. */
export const shiftNumber = (value: number, places: number): number =>
  places === 0 ? value : Number(shiftDecimal(plainDigits(value), places));

function plainDigits(value: number): string {
  const s = String(value);
  if (!/e/i.test(s)) return s;
  // Exponents only for figures no rate takes; written out in full all the same.
  return value.toFixed(20).replace(/\.?0+$/, '');
}
