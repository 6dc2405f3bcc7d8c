import type { StateConfig } from '../../calc/types.ts';
import { formatCurrency } from '../../i18n/format.ts';
import type { PageContext } from '../../pages/context.ts';

/** The state's exemptions as the calculator knows them: amount, what they reduce, who qualifies. */
export function ExemptionTable({ ctx, config }: { ctx: PageContext; config: StateConfig }) {
  const { t, lang } = ctx;
  const amount = (def: StateConfig['exemptions'][string]): string => {
    if (def.amount !== null && !def.levels?.length) return formatCurrency(def.amount, lang);
    if (def.levels?.length) return def.levels.map((l) => `${l.label[lang]}: ${l.full ? t('content.exemptions.full') : formatCurrency(l.amount ?? 0, lang)}`).join('; ');
    return t('content.exemptions.variable');
  };
  return (
    <div className="table-scroll" data-table="exemptions">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('content.exemptions.name')}</th>
            <th scope="col">{t('content.exemptions.amount')}</th>
            <th scope="col">{t('content.exemptions.appliesTo')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.values(config.exemptions).map((def) => (
            <tr key={def.id}>
              <th scope="row">{def.label[lang]}<div className="small muted">{def.description[lang]}</div></th>
              <td>{amount(def)}</td>
              <td>{t(`content.exemptions.appliesTo_${def.appliesTo}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
