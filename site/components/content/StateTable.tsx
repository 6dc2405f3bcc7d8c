import { formatInteger, formatPercent } from '../../i18n/format.ts';
import type { PageContext } from '../../pages/context.ts';

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
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('content.states.state')}</th>
              <th scope="col" className="num">{t('content.states.counties')}</th>
              <th scope="col" className="num">{t('content.states.median')}</th>
              <th scope="col" className="num">{t('content.states.lowest')}</th>
              <th scope="col" className="num">{t('content.states.highest')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.code}>
                <th scope="row"><a href={ctx.href(`/states/${r.code.toLowerCase()}`)}>{r.name}</a></th>
                <td className="num">{formatInteger(r.counties, lang)}</td>
                <td className="num">{pct(r.medianPct, lang)}</td>
                <td className="num">{pct(r.lowPct, lang)}</td>
                <td className="num">{pct(r.highPct, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="small muted">{t('content.states.note')}</figcaption>
    </figure>
  );
}
