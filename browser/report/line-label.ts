// A bill line's name on the page, the PDF and the result bar: a unit by its own name (in Spanish where
// the source gives one), a part of the county's rate by the state's word for it, a survey rate as such.
import type { BillLine } from '../../engine/model.ts';
import type { Lang } from '../../schema/codes.ts';
import type { Localized, StateConfig } from '../../schema/index.ts';
import { unitDisplayName } from '../../i18n/unit-names.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function partLabel(
  config: Pick<StateConfig, 'calc'> | undefined,
  part: string,
  t: Translate,
  lang: Lang,
): string {
  const labels = (config?.calc as { componentLabels?: Record<string, Localized> } | undefined)?.componentLabels;
  return labels?.[part]?.[lang] ?? t(`calculator.results.entities.${part}`);
}

export function lineLabel(
  line: Pick<BillLine, 'kind' | 'part' | 'name' | 'nameEs' | 'remainder'>,
  config: Pick<StateConfig, 'calc'> | undefined,
  survey: boolean,
  t: Translate,
  lang: Lang,
): string {
  if (line.kind !== 'part') return unitDisplayName(line, lang);
  if (survey) return t('calculator.results.surveyRate');
  const part = partLabel(config, line.part, t, lang);
  return line.remainder ? t('calculator.results.remainder', { part }) : part;
}
