import type { StateCode } from '../../../schema/codes.ts';
import type { CountyRate } from '../../../schema/index.ts';
import type { PageContext } from '../page-context.ts';
import { DataTable } from '../DataTable.tsx';

/**
 * One row per county: which office values homes there and how to find it. Our data names no
 * office, address or phone number, so the row gives the search that finds the office's own site
 * and the state directory that lists it, and links to the county's rates on this site.
 */
export function AssessorDirectory({
  ctx,
  state,
  counties,
}: {
  ctx: PageContext;
  state: StateCode;
  counties: readonly CountyRate[];
}) {
  const { t } = ctx;
  const office = t(`content.assessor.office_${state}`);
  const directory = t(`content.assessor.directory_${state}`);
  const rows = [...counties].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <figure className="data-table" data-table="assessor-directory">
      <p className="small muted">{t('content.assessor.notNamed')}</p>
      <DataTable
        label={t('content.assessor.tableLabel')}
        rows={rows}
        rowKey={(c) => c.slug}
        rowProps={(c) => ({ id: `county-${c.slug}` })}
        columns={[
          { header: t('content.assessor.county'), cell: (c) => c.name },
          { header: t('content.assessor.office'), cell: () => t('local.countyOffice') },
          {
            header: t('content.assessor.howToFind'),
            cellProps: { className: 'small' },
            cell: (c) => t('content.assessor.search', { countyName: c.name, office, directory }),
          },
          {
            header: t('content.assessor.countyPage'),
            cell: (c) => <a href={ctx.href(`/county/${c.slug}`)}>{c.name}</a>,
          },
        ]}
      />
    </figure>
  );
}
