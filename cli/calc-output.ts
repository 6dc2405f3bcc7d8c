// What `calc` prints: the report document the PDF prints (browser/components/report/report-data.ts) as text,
// or the engine's outcome as JSON with what was assumed, the ZIP's candidates and the deprecated keys.
import type { GeneratedData } from '../pipeline/shared/generated-data.ts';
import type { BuyerResult } from '../states/estimate/buyer.ts';
import type { AnyResult, CalcWarning } from '../states/estimate/index.ts';
import type { CalcState } from '../states/estimate/request.ts';
import type { Lang } from '../schema/codes.ts';
import { reportDoc } from '../browser/report/report-data.ts';
import { reportText } from '../browser/report/report-text.ts';
import { createTranslator } from '../i18n/index.ts';
import type { zipReport } from './zip-report.ts';
import { calcState } from '../states/engines.ts';

/** The report's text; its labels and the state's own wording (componentLabels, exemption names) come from the site. */
export function calcText(
  gen: GeneratedData,
  lang: Lang,
  state: CalcState,
  result: AnyResult,
  buyer: BuyerResult | null = null,
): string {
  const config = state === 'us' ? null : gen.stateConfig(state === 'nyc' ? 'ny' : state);
  const county =
    result.kind === 'national' ? result.county : result.kind === 'nyc' ? result.county : result.rate.county;
  const t = createTranslator(lang, state === 'us' ? 'hub' : state === 'nyc' ? 'ny' : state).t;
  const productYear = gen.product().productYear;
  return reportText(reportDoc({ result, county, config, t, lang, now: new Date(), url: '', buyer, productYear })).join(
    '\n',
  );
}

/** The outcome as JSON: result, warnings, what was assumed, the ZIP candidates, and the deprecated keys. */
export function calcJson(
  outcome: { ok: true; result: AnyResult },
  warnings: CalcWarning[],
  said: ReturnType<typeof zipReport>,
): string {
  return JSON.stringify(
    {
      ...outcome,
      warnings,
      ...(said.assumed.length ? { assumed: said.assumed } : {}),
      ...(said.about ? { candidates: said.candidates, zip: said.about } : {}),
      ...legacyTopLevelUnits(outcome.result),
    },
    null,
    2,
  );
}

/**
 * @deprecated since the one bill model: the lines at the top level where a state listed them so before `result.units`
 * (Texas; one release more).
 */
function legacyTopLevelUnits(result: AnyResult): { units?: unknown[] } {
  if (result.kind !== 'general' || calcState(result.state).topLevelUnits !== true) return {};
  return {
    units: result.units.map((l) => ({
      id: l.id,
      name: l.name,
      part: l.part,
      ratePct: l.ratePct,
      taxYear: l.taxYear,
      status: l.status,
      ...(l.viaCopy ? { viaCopy: true } : {}),
      taxableValue: l.taxableValue,
      tax: l.tax,
    })),
  };
}
