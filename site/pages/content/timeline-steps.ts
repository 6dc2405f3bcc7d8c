// The tax-year timelines of spec §4 (Texas and Florida), with dates from the facts and the config.
import type { TimelineStep } from '../../components/content/Timeline.tsx';
import type { PageContext } from '../../components/page-context.ts';
import type { FigureRoot } from '../../content/figures.ts';
import { FORMATS, lookupKey } from '../../i18n/placeholders.ts';

export function timelineSteps(ctx: PageContext, root: FigureRoot): TimelineStep[] {
  const { t, lang } = ctx;
  const config = ctx.config;
  if (!config) return [];
  const v = (key: string) => lookupKey(root, key);
  const monthday = (key: string) => FORMATS.monthday!(v(key), lang, undefined);
  const month = (n: unknown) => FORMATS.month!(n, lang, undefined);
  const months = (key: string) => {
    const [from, to] = v(key) as [number, number];
    return { from: month(from), to: month(to) };
  };
  const d = config.deadlines;
  const step = (key: string, vars: Record<string, string | number>): TimelineStep => ({
    key,
    text: t(`content.timeline.${config.stateCode}_${key}`, vars),
  });
  if (config.stateCode === 'tx') {
    return [
      step('valueSet', { date: monthday('facts.tx.timeline.valueDate') }),
      step('notices', months('facts.tx.timeline.noticeMonths')),
      step('protest', { date: d.protestDeadline[lang] }),
      step('hearings', months('facts.tx.timeline.hearingMonths')),
      step('ratesSet', { month: d.ratesSetting[lang] }),
      step('bills', { date: monthday('facts.tx.timeline.billsFrom') }),
      step('due', { date: d.taxDue[lang] }),
      step('penalties', { date: monthday('facts.tx.timeline.penaltiesFrom') }),
    ];
  }
  if (config.stateCode === 'fl') {
    return [
      step('assessment', { date: monthday('facts.fl.timeline.assessmentDate') }),
      step('homestead', { date: d.exemptionApplication[lang] }),
      step('trim', {
        month: month(v('facts.fl.timeline.trimMonth')),
        days: FORMATS.integer!(v('facts.fl.appeals.trimProtestDays'), lang, undefined),
      }),
      step('bills', { month: month(v('facts.fl.timeline.billMonth')) }),
      step('due', { date: d.taxDue[lang] }),
    ];
  }
  return [];
}
