import { Layout } from '../../browser/components/Layout.tsx';
import type { PageContext } from '../../browser/components/page-context.ts';

export function NotFoundPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx}>
      <div className="wrap">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.message')}</p>
        <p>
          <a className="btn" href={ctx.href('/')}>
            {t('notFound.goHome')}
          </a>{' '}
          {ctx.variant !== 'hub' && (
            <a className="btn btn-secondary" href={ctx.href('/calculator')}>
              {t('notFound.goCalculator')}
            </a>
          )}
        </p>
      </div>
    </Layout>
  );
}
