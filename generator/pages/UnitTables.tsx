import { DataTable } from '../../browser/components/DataTable.tsx';
import { SourceCitation } from '../../browser/components/SourceCitation.tsx';
import type { CountyRate, Unit } from '../../schema/index.ts';
import { districtTypeLabel } from '../../i18n/district-types.ts';
import { unitNote } from '../../i18n/unit-text.ts';
import { formatRate } from '../../i18n/format.ts';
import { localSummary } from '../../browser/components/calculator/LocalExemptionFields.tsx';
import type { PageContext } from '../../browser/components/page-context.ts';
import { hasDistrictsPage } from './district-list.ts';
import { rateYearText } from '../../browser/report/unit-year.ts';

/** The groups that cover only part of a county: on a county with a districts page, they are listed there. */
export const PARTIAL_GROUPS = ['school', 'city', 'local'] as const;

/**
 * Every Texas taxing unit of the county with its own 2025 rate, grouped as a Texas bill groups them; `only`: these
 * groups alone (the districts page).
 */
export function UnitTables({
  ctx,
  units,
  county,
  only,
}: {
  ctx: PageContext;
  units: Unit[];
  county: CountyRate;
  only?: readonly string[];
}) {
  const { t, lang } = ctx;
  // The long lists of a large county (schools, cities, partial-county districts) live on its own page (see
  // district-list.ts): the county page links to them, and stays light to load and lay out on a phone.
  const separate = !only && hasDistrictsPage(units);
  const groups: { key: string; list: Unit[]; open: boolean }[] = [
    { key: 'county', list: units.filter((u) => u.type === 'county'), open: true },
    { key: 'countywide', list: units.filter((u) => u.type === 'special' && u.countywide), open: true },
    { key: 'school', list: units.filter((u) => u.type === 'school'), open: true },
    { key: 'city', list: units.filter((u) => u.type === 'city'), open: true },
    { key: 'local', list: units.filter((u) => u.type === 'special' && !u.countywide), open: false },
  ];
  const unitsYear = units.find((u) => u.type === 'school')?.sourceYear ?? units[0]?.sourceYear ?? '';
  const rate = (u: Unit): string => (u.ratePct === null ? t('units.notReported') : formatRate(u.ratePct, lang));
  const floor = Number(ctx.config!.calc.localHomesteadMinimum);
  const own = (u: Unit): string => (u.local ? localSummary(u.local, t, lang, floor) : t('units.localUnknown'));
  return (
    <section aria-labelledby="units-heading">
      <h2 id="units-heading">{t('units.heading')}</h2>
      <p className="muted">
        {t('county.unitsYear', { year: unitsYear })}. {t('units.intro')}
      </p>
      {county.status === 'official' && Number(unitsYear) < county.tableYear && (
        <p className="notice">{t('county.unitsOlderThanRate', { year: county.tableYear, unitsYear })}</p>
      )}
      {groups
        .filter((g) => g.list.length > 0 && (!only || only.includes(g.key)))
        .map((g) => {
          if (separate && g.key !== 'local' && (PARTIAL_GROUPS as readonly string[]).includes(g.key)) {
            return (
              <p key={g.key}>
                <strong>
                  {t(`units.groups.${g.key}`)} ({g.list.length}):
                </strong>{' '}
                <a href={ctx.href(`/county/${county.slug}/districts`) + `#units-${g.key}`} data-districts-link={g.key}>
                  {t('visual.districts.linkGroup', { count: g.list.length })}
                </a>
              </p>
            );
          }
          if (separate && g.key === 'local') {
            return (
              <p key={g.key}>
                <strong>
                  {t(`units.groups.${g.key}`)} ({g.list.length}):
                </strong>{' '}
                <a href={ctx.href(`/county/${county.slug}/districts`)} data-districts-link>
                  {t('visual.districts.link', { count: g.list.length, county: county.name })}
                </a>
              </p>
            );
          }
          // On a phone each unit is a card (see site.css): its name, then its type and rate, then its own exemptions
          // and notes, each under its column's name, instead of five columns scrolled sideways.
          const label = (key: string): { 'data-label': string } => ({ 'data-label': t(key) });
          const notes = (u: Unit) => ({
            year: u.taxYear >= ctx.product.productYear ? rateYearText(u, ctx.product.productYear, t) : '',
            low: u.confidence === 'low' ? `${t('units.lowConfidence')} ` : '',
            note: unitNote(u, lang),
          });
          const table = (
            <DataTable
              label={`${t(`units.groups.${g.key}`)} (${g.list.length})`}
              rows={g.list}
              rowKey={(u) => u.id}
              tableProps={{ 'data-cards': 'units' }}
              columns={[
                { header: t('units.name'), cell: (u) => u.name },
                (g.key === 'local' || g.key === 'countywide') && {
                  header: t('units.type'),
                  cellProps: label('units.type'),
                  cell: (u) => districtTypeLabel(u.districtType, lang),
                },
                { header: t('units.rate'), num: true, cellProps: label('units.rate'), cell: rate },
                {
                  header: t('units.local'),
                  cellProps: (u) => ({
                    className: 'small',
                    'data-local': u.local ? 'yes' : 'no',
                    ...label('units.local'),
                  }),
                  cell: own,
                },
                {
                  header: t('units.notes'),
                  cellProps: (u) => {
                    const n = notes(u);
                    return {
                      className: 'small',
                      ...label('units.notes'),
                      ...(n.year || n.low || n.note ? {} : { 'data-empty': '' }),
                    };
                  },
                  cell: (u) => {
                    const n = notes(u);
                    return (
                      <>
                        {n.year && <span data-rate-year={u.status}>{n.year}. </span>}
                        {n.low}
                        {n.note}
                      </>
                    );
                  },
                },
              ]}
            />
          );
          return g.open || only ? (
            <div key={g.key} id={only ? `units-${g.key}` : undefined}>
              <h3>
                {t(`units.groups.${g.key}`)} ({g.list.length})
              </h3>
              {table}
            </div>
          ) : (
            <details key={g.key}>
              <summary>
                <strong>
                  {t(`units.groups.${g.key}`)} ({g.list.length})
                </strong>
              </summary>
              {table}
            </details>
          );
        })}
      <SourceCitation className="small muted" label={t('county.sourceLabel')} source={units[0]?.source ?? ''} />
    </section>
  );
}
