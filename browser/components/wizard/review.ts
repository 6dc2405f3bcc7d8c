import type { Lang } from '../../../schema/codes.ts';
import type { StateConfig } from '../../../schema/index.ts';
import { valueExemption } from '../../../states/value-exemptions.ts';
import { checkboxLabel, offeredCheckboxes, ticked } from '../calculator/checkboxes.ts';
import type { FormState } from '../calculator/state.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

const PROPERTY_CLASS = valueExemption('propertyClass');
const STAR_TYPE = valueExemption('starType');
const VETERAN_PCT = valueExemption('veteranPct');

/** The exemptions a draft asks for, by their labels in the state's config, for the review step. */
export function chosenExemptions(
  form: FormState,
  config: Pick<StateConfig, 'stateCode' | 'exemptions'>,
  t: Translate,
  lang: Lang,
  isNyc: boolean,
): string[] {
  const ex = config.exemptions;
  const out: (string | null)[] = [];
  if (isNyc) {
    out.push(t(PROPERTY_CLASS.choiceLabels[form.propertyClass]));
    if (form.veteranService !== 'none' || form.veteranPct)
      out.push(`${t(VETERAN_PCT.label)}: ${form.veteranPct || 0}%`);
  } else {
    for (const c of offeredCheckboxes(config)) if (ticked(form, c)) out.push(checkboxLabel(c, config, t, lang));
    const veteran = ex.disabledVeteran;
    const level = veteran?.levels?.find((l) => l.id === form.veteranLevel);
    if (veteran && level) out.push(`${veteran.label[lang]}: ${level.label[lang]}`);
    if (veteran && !veteran.levels && form.veteranPct) out.push(`${veteran.label[lang]}: ${form.veteranPct}%`);
  }
  if (form.starType !== STAR_TYPE.initial) out.push(t(STAR_TYPE.choiceLabels[form.starType]));
  return out.filter((s): s is string => Boolean(s));
}
