import type { StateConfig } from '../../../schema/index.ts';
import { formatCurrency } from '../../../i18n/format.ts';
import type { PageContext } from '../page-context.ts';
import { DataTable } from '../DataTable.tsx';

/** The state's exemptions as the calculator knows them: amount, what they reduce, who qualifies. */
export function ExemptionTable({ ctx, config }: { ctx: PageContext; config: StateConfig }) {
  const { t, lang } = ctx;
  const amount = (def: StateConfig['exemptions'][string]): string => {
    if (def.amount !== null && !def.levels?.length) return formatCurrency(def.amount, lang);
    if (def.levels?.length)
      return def.levels
        .map((l) => `${l.label[lang]}: ${l.full ? t('content.exemptions.full') : formatCurrency(l.amount ?? 0, lang)}`)
        .join('; ');
    return t('content.exemptions.variable');
  };
  return (
    <DataTable
      label={t('content.exemptions.tableLabel')}
      rows={Object.values(config.exemptions)}
      rowKey={(def) => def.id}
      wrapperProps={{ 'data-table': 'exemptions' }}
      columns={[
        {
          header: t('content.exemptions.name'),
          cell: (def) => (
            <>
              {def.label[lang]}
              <div className="small muted">{def.description[lang]}</div>
            </>
          ),
        },
        { header: t('content.exemptions.amount'), cell: amount },
        {
          header: t('content.exemptions.appliesTo'),
          cell: (def) => t(`content.exemptions.appliesTo_${def.appliesTo}`),
        },
      ]}
    />
  );
}
