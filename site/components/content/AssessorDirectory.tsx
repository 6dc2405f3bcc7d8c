import type { CountyRate, StateCode } from '../../calc/types.ts';
import type { PageContext } from '../../pages/context.ts';

/**
 * One row per county: which office values homes there and how to find it. Our data names no
 * office, address or phone number, so the row gives the search that finds the office's own site
 * and the state directory that lists it, and links to the county's rates on this site.
 */
export function AssessorDirectory({ ctx, state, counties }: { ctx: PageContext; state: StateCode; counties: readonly CountyRate[] }) {
  const { t } = ctx;
  const office = t(`content.assessor.office_${state}`);
  const directory = t(`content.assessor.directory_${state}`);
  const rows = [...counties].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <figure className="data-table" data-table="assessor-directory">
      <p className="small muted">{t('content.assessor.notNamed')}</p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('content.assessor.county')}</th>
              <th scope="col">{t('content.assessor.office')}</th>
              <th scope="col">{t('content.assessor.howToFind')}</th>
              <th scope="col">{t('content.assessor.countyPage')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.slug} id={`county-${c.slug}`}>
                <th scope="row">{c.name}</th>
                <td>{t('local.countyOffice')}</td>
                <td className="small">{t('content.assessor.search', { countyName: c.name, office, directory })}</td>
                <td><a href={ctx.href(`/county/${c.slug}`)}>{c.name}</a></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
