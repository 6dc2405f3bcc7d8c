import type { ReactNode } from 'react';
import type { PageContext } from '../page-context.ts';
import { type Crumb, Layout } from '../Layout.tsx';

export interface OutlineItem {
  level: number;
  text: string;
  id: string;
}

interface GuideFrameProps {
  ctx: PageContext;
  title: string;
  lead: string;
  breadcrumbs: Crumb[];
  outline: OutlineItem[];
  children: ReactNode;
}

/**
 * The frame of every content page: breadcrumbs, the title and its lead, how to move through the
 * page with assistive technology, a table of contents when the page is long enough to need one,
 * and the statement that the page is education, not tax advice.
 */
export function GuideFrame({ ctx, title, lead, breadcrumbs, outline, children }: GuideFrameProps) {
  const { t } = ctx;
  const sections = outline.filter((o) => o.level === 2);
  return (
    <Layout ctx={ctx} breadcrumbs={breadcrumbs}>
      <article className="wrap guide" aria-labelledby="page-title">
        <header>
          <h1 id="page-title">{title}</h1>
          <p className="lead">{lead}</p>
          <p className="small muted" data-a11y-instructions>
            {t('guides.a11yInstructions')}
          </p>
        </header>
        {sections.length >= 3 && (
          <nav className="toc card" aria-labelledby="toc-heading">
            <h2 id="toc-heading">{t('guides.tableOfContents')}</h2>
            <ol>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {children}
        <p className="notice" role="note" data-not-advice>
          {t('content.frame.notAdvice')}
        </p>
      </article>
    </Layout>
  );
}
