// Spec §5: scroll depth is reported only at 25, 50, 75 and 90 percent, each once per page.

export const SCROLL_MILESTONES = [25, 50, 75, 90] as const;
export type Milestone = (typeof SCROLL_MILESTONES)[number];

export function isMilestone(percent: number): percent is Milestone {
  return (SCROLL_MILESTONES as readonly number[]).includes(percent);
}

/** How far down the page the bottom of the viewport is, 0–100. */
export function scrollPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= 0) return 0;
  return Math.min(100, Math.max(0, ((scrollTop + viewportHeight) / documentHeight) * 100));
}

/** Feed it the current depth; it returns the milestones newly passed (never one twice). */
export function createScrollTracker(): (percent: number) => Milestone[] {
  const reached = new Set<Milestone>();
  return (percent) => {
    const passed = SCROLL_MILESTONES.filter((m) => percent >= m && !reached.has(m));
    passed.forEach((m) => reached.add(m));
    return passed;
  };
}
