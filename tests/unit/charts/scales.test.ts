// Class breaks and chart scales: what a map legend and a chart axis would show.
import { describe, expect, it } from 'vitest';
import {
  CLASS_COLOURS,
  classColour,
  classOf,
  legendClasses,
  linear,
  niceTicks,
  quantileBreaks,
} from '../../../browser/charts/scales.ts';

describe('quantileBreaks', () => {
  it('cuts ten evenly spread rates into five classes of two', () => {
    const values = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4];
    const breaks = quantileBreaks(values, 5);
    expect(breaks).toEqual([0.7, 0.9, 1.1, 1.3]);
    expect(legendClasses(values, breaks).map((c) => c.count)).toEqual([2, 2, 2, 2, 2]);
  });

  it('rounds the cuts to two decimals, so a legend reads 1.23 % and not 1.2345 %', () => {
    const breaks = quantileBreaks([1.2345, 1.5678, 1.9012, 2.3456], 2);
    expect(breaks).toEqual([1.9]);
  });

  it('merges classes when rates tie (never an empty or repeated class)', () => {
    expect(quantileBreaks([1, 1, 1, 1, 2], 5)).toEqual([2]);
    expect(quantileBreaks([1, 1, 1, 1], 5)).toEqual([]);
  });

  it('puts every value in exactly one class, the open-ended ones included', () => {
    const values = Array.from({ length: 254 }, (_, i) => 0.8 + ((i * 37) % 254) / 100);
    const breaks = quantileBreaks(values, 5);
    const classes = legendClasses(values, breaks);
    expect(classes.reduce((s, c) => s + c.count, 0)).toBe(254);
    expect(classes[0]!.from).toBeNull();
    expect(classes[classes.length - 1]!.to).toBeNull();
    for (const v of values) {
      const c = classes[classOf(v, breaks)]!;
      expect(c.from === null || v >= c.from).toBe(true);
      expect(c.to === null || v < c.to).toBe(true);
    }
  });

  it('a value on a break belongs to the class above it', () => {
    expect(classOf(1.3, [1.3, 1.5])).toBe(1);
    expect(classOf(1.29, [1.3, 1.5])).toBe(0);
    expect(classOf(9, [1.3, 1.5])).toBe(2);
  });

  it('gives no breaks for fewer than two values', () => {
    expect(quantileBreaks([], 5)).toEqual([]);
    expect(quantileBreaks([1.2], 5)).toEqual([]);
  });
});

describe('class colours', () => {
  it('spread the palette: five classes use all five, three use light, middle and dark', () => {
    expect([0, 1, 2, 3, 4].map((i) => classColour(i, 5))).toEqual([...CLASS_COLOURS]);
    expect([0, 1, 2].map((i) => classColour(i, 3))).toEqual([CLASS_COLOURS[0], CLASS_COLOURS[2], CLASS_COLOURS[4]]);
  });
});

describe('linear', () => {
  it('maps a rate axis onto pixels, upside down as SVG wants it', () => {
    const y = linear([0, 2], [190, 10]);
    expect(y(0)).toBe(190);
    expect(y(2)).toBe(10);
    expect(y(1)).toBe(100);
  });

  it('maps a one-point domain to the start instead of dividing by zero', () => {
    expect(linear([2025, 2025], [46, 350])(2025)).toBe(46);
  });
});

describe('niceTicks', () => {
  it('gives round rate ticks from zero past the maximum', () => {
    expect(niceTicks(0, 0.624, 4)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(0, 19.843, 4)).toEqual([0, 5, 10, 15, 20]);
  });

  it('gives whole years for a year axis', () => {
    expect(niceTicks(2001, 2026, 5)).toEqual([2000, 2005, 2010, 2015, 2020, 2025, 2030]);
  });

  it('prints 0.1 steps without float noise', () => {
    expect(niceTicks(0, 0.3, 3).every((v) => String(v).length <= 3)).toBe(true);
  });
});
