import { CountyDirectory, type DirectoryProps } from '../../browser/components/CountyDirectory.tsx';
import { Island } from '../../browser/components/Island.tsx';
import { Layout } from '../../browser/components/Layout.tsx';
import type { PageContext } from '../../browser/components/page-context.ts';
import { SearchBox } from '../../browser/components/search/SearchBox.tsx';

export function DirectoryPage({ ctx, directory }: { ctx: PageContext; directory: DirectoryProps }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} breadcrumbs={[{ label: t('nav.home'), href: ctx.href('/') }, { label: t('counties.title') }]}>
      <div className="wrap">
        <h1>{t('counties.title')}</h1>
        <p className="muted">{t('counties.intro')}</p>
        <SearchBox ctx={ctx} id="directory-search" />
        <Island name="directory" id="directory-island" props={directory}>
          <CountyDirectory {...directory} />
        </Island>
        <p className="disclaimer">{t('disclaimer.long')}</p>
      </div>
    </Layout>
  );
}
