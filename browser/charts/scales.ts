// Scales shared by the maps and charts: class breaks for a choropleth, linear scales and round
// tick steps for bar and line charts. Pure and browser-safe (the result bar uses them too).

/**
 * Quantile class breaks: k classes holding about as many values each, cut at rounded values so a
 * legend reads "1.20–1.45 %". Returns the k−1 inner thresholds, strictly increasing (ties merge
 * classes, so a map of near-equal rates may get fewer). A value v falls in class i when
 * breaks[i−1] ≤ v < breaks[i].
 */
export function quantileBreaks(values: readonly number[], k: number, decimals = 2): number[] {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length < 2 || k < 2) return [];
  const f = 10 ** decimals;
  const out: number[] = [];
  for (let i = 1; i < k; i++) {
    const q = sorted[Math.min(sorted.length - 1, Math.floor((i * sorted.length) / k))]!;
    const cut = Math.round(q * f) / f;
    // A cut at or below the minimum would leave its class empty; at or above the maximum, the top class.
    if (cut <= sorted[0]! || cut > sorted[sorted.length - 1]!) continue;
    if (out.length === 0 || cut > out[out.length - 1]!) out.push(cut);
  }
  return out;
}

/** The class (0 … breaks.length) a value falls in. */
export function classOf(value: number, breaks: readonly number[]): number {
  let i = 0;
  while (i < breaks.length && value >= breaks[i]!) i++;
  return i;
}

/** One class of a legend: its bounds (null at the open ends) and how many values fall in it. */
export interface LegendClass {
  index: number;
  from: number | null;
  to: number | null;
  count: number;
}

export function legendClasses(values: readonly number[], breaks: readonly number[]): LegendClass[] {
  return Array.from({ length: breaks.length + 1 }, (_, i) => ({
    index: i,
    from: i === 0 ? null : breaks[i - 1]!,
    to: i === breaks.length ? null : breaks[i]!,
    count: values.filter((v) => classOf(v, breaks) === i).length,
  }));
}

/** A linear map from [d0, d1] to [r0, r1]; a zero-width domain maps everything to r0. */
export function linear(domain: readonly [number, number], range: readonly [number, number]): (v: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (v) => (span === 0 ? r0 : r0 + ((v - d0) / span) * (r1 - r0));
}

/** Round tick values (1, 2 or 5 × 10^n apart) covering [min, max], at most about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw)!;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's decimals, so 0.1 + 0.2 prints as 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  for (let v = start; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toFixed(decimals)));
  if (ticks[ticks.length - 1]! < max) ticks.push(Number((ticks[ticks.length - 1]! + step).toFixed(decimals)));
  return ticks;
}

/** Sequential blues, light to dark (ColorBrewer "Blues", 5 classes); the no-data grey is apart. */
export const CLASS_COLOURS = ['#deebf7', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
export const NO_DATA_COLOUR = '#e5e5e5';

/** The colour of class i of n (n ≤ 5): spread over the palette so 3 classes are light, middle, dark. */
export function classColour(i: number, n: number): string {
  if (n <= 1) return CLASS_COLOURS[2];
  return CLASS_COLOURS[Math.round((i * (CLASS_COLOURS.length - 1)) / (n - 1))]!;
}
