import { describe, expect, it } from 'vitest';
import {
  SCROLL_MILESTONES,
  createScrollTracker,
  isMilestone,
  scrollPercent,
} from '../../../browser/analytics/scroll.ts';

describe('scroll milestones (spec §5: only 25, 50, 75, 90)', () => {
  it('accepts exactly 25, 50, 75 and 90', () => {
    expect(SCROLL_MILESTONES).toEqual([25, 50, 75, 90]);
    expect([0, 10, 24, 25, 50, 60, 75, 90, 95, 100].filter(isMilestone)).toEqual([25, 50, 75, 90]);
  });

  it('reports each milestone once, as it is passed, and never anything in between', () => {
    const passed = createScrollTracker();
    expect(passed(10)).toEqual([]);
    expect(passed(30)).toEqual([25]);
    expect(passed(28)).toEqual([]);
    expect(passed(80)).toEqual([50, 75]);
    expect(passed(100)).toEqual([90]);
    expect(passed(100)).toEqual([]);
  });

  it('measures depth as the bottom of the viewport over the page height', () => {
    // 1,000 px scrolled + 800 px viewport over a 3,600 px page = 50%.
    expect(scrollPercent(1000, 800, 3600)).toBe(50);
    expect(scrollPercent(0, 800, 400)).toBe(100);
    expect(scrollPercent(0, 0, 0)).toBe(0);
  });
});
