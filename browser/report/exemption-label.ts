import type { Lang } from '../../schema/codes.ts';
import type { StateConfig } from '../../schema/index.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** An exemption's name: the state config's label, else the site's word for the id. */
export function exemptionLabel(config: Pick<StateConfig, 'exemptions'>, id: string, t: Translate, lang: Lang): string {
  return config.exemptions[id]?.label[lang] ?? t(`calculator.results.exemptionNames.${id}`);
}
