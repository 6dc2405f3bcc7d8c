// The tax-year timelines of spec §4 (each state module lists its steps), with dates from the facts and the config.
import type { TimelineStep } from '../../../browser/components/content/Timeline.tsx';
import type { PageContext } from '../../../browser/components/page-context.ts';
import type { FigureRoot } from '../../../i18n/content/figures.ts';
import { FORMATS, lookupKey } from '../../../i18n/placeholders.ts';
import { stateModule, type TimelineFigure } from '../../../states/index.ts';

export function timelineSteps(ctx: PageContext, root: FigureRoot): TimelineStep[] {
  const { t, lang } = ctx;
  const config = ctx.config;
  if (!config) return [];
  const v = (key: string) => lookupKey(root, key);
  const month = (n: unknown) => FORMATS.month!(n, lang, undefined);
  const months = (key: string) => {
    const [from, to] = v(key) as [number, number];
    return { from: month(from), to: month(to) };
  };
  const figure = (f: TimelineFigure): string | number =>
    'deadline' in f ? config.deadlines[f.deadline][lang] : FORMATS[f.as]!(v(f.fact), lang, undefined);
  return stateModule(config.stateCode).timeline.map((step) => ({
    key: step.key,
    text: t(`content.timeline.${config.stateCode}_${step.key}`, {
      ...(step.months ? months(step.months) : {}),
      ...Object.fromEntries(Object.entries(step.vars ?? {}).map(([name, f]) => [name, figure(f)])),
    }),
  }));
}
