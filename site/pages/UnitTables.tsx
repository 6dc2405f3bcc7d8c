import type { CountyRate, TaxingUnit } from '../calc/types.ts';
import { formatRate } from '../i18n/format.ts';
import type { PageContext } from './context.ts';

/** Every Texas taxing unit of the county with its own 2025 rate, grouped as a Texas bill groups them. */
export function UnitTables({ ctx, units, county }: { ctx: PageContext; units: TaxingUnit[]; county: CountyRate }) {
  const { t, lang } = ctx;
  const groups: { key: string; list: TaxingUnit[]; open: boolean }[] = [
    { key: 'county', list: units.filter((u) => u.type === 'county'), open: true },
    { key: 'countywide', list: units.filter((u) => u.type === 'special' && u.countywide), open: true },
    { key: 'school', list: units.filter((u) => u.type === 'school'), open: true },
    { key: 'city', list: units.filter((u) => u.type === 'city'), open: true },
    { key: 'local', list: units.filter((u) => u.type === 'special' && !u.countywide), open: false },
  ];
  const unitsYear = units.find((u) => u.type === 'school')?.sourceYear ?? units[0]?.sourceYear ?? '';
  const rate = (u: TaxingUnit): string => (u.ratePct === null ? t('units.notReported') : formatRate(u.ratePct, lang));
  return (
    <section aria-labelledby="units-heading">
      <h2 id="units-heading">{t('units.heading')}</h2>
      <p className="muted">{t('county.unitsYear', { year: unitsYear })}. {t('units.intro')}</p>
      {county.status === 'official' && Number(unitsYear) < county.tableYear && <p className="notice">{t('county.unitsOlderThanRate', { year: county.tableYear })}</p>}
      {groups.filter((g) => g.list.length > 0).map((g) => {
        const table = (
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('units.name')}</th>
                  {g.key === 'local' || g.key === 'countywide' ? <th scope="col">{t('units.type')}</th> : null}
                  <th scope="col" className="num">{t('units.rate')}</th>
                  <th scope="col">{t('units.notes')}</th>
                </tr>
              </thead>
              <tbody>
                {g.list.map((u) => (
                  <tr key={u.id}>
                    <th scope="row">{u.name}</th>
                    {g.key === 'local' || g.key === 'countywide' ? <td>{u.districtType}</td> : null}
                    <td className="num">{rate(u)}</td>
                    <td className="small" lang="en">{u.confidence === 'low' ? `${t('units.lowConfidence')} ` : ''}{u.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
        return g.open ? (
          <div key={g.key}><h3>{t(`units.groups.${g.key}`)} ({g.list.length})</h3>{table}</div>
        ) : (
          <details key={g.key}><summary><strong>{t(`units.groups.${g.key}`)} ({g.list.length})</strong></summary>{table}</details>
        );
      })}
      <p className="small muted">{t('common.source', { source: units[0]?.source ?? '' })}</p>
    </section>
  );
}
