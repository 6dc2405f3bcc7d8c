import { formatInteger, formatPercent } from '../../../i18n/format.ts';
import type { PageContext } from '../page-context.ts';
import { DataTable } from '../DataTable.tsx';

export interface StateRow {
  code: string;
  name: string;
  counties: number;
  medianPct: number | null;
  lowPct: number | null;
  highPct: number | null;
}

const pct = (n: number | null, lang: 'en' | 'es'): string => (n === null ? '' : formatPercent(n, lang));

/** The hub's county guide: every state's counties and the spread of their effective rates. */
export function StateTable({ ctx, rows }: { ctx: PageContext; rows: StateRow[] }) {
  const { t, lang } = ctx;
  return (
    <figure className="data-table" data-table="states">
      <DataTable
        label={t('states.title')}
        rows={rows}
        rowKey={(r) => r.code}
        columns={[
          {
            header: t('content.states.state'),
            cell: (r) => <a href={ctx.href(`/states/${r.code.toLowerCase()}`)}>{r.name}</a>,
          },
          { header: t('content.states.counties'), num: true, cell: (r) => formatInteger(r.counties, lang) },
          { header: t('content.states.median'), num: true, cell: (r) => pct(r.medianPct, lang) },
          { header: t('content.states.lowest'), num: true, cell: (r) => pct(r.lowPct, lang) },
          { header: t('content.states.highest'), num: true, cell: (r) => pct(r.highPct, lang) },
        ]}
      />
      <figcaption className="small muted">{t('content.states.note')}</figcaption>
    </figure>
  );
}
