import type { CaughtError } from './ErrorBoundary.tsx';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Where "Go Home" leads: the site's own home link in the page header, else the root. */
export function homeHref(): string {
  if (typeof document === 'undefined') return '/';
  return document.querySelector<HTMLAnchorElement>('a.brand')?.getAttribute('href') ?? '/';
}

/** App level (spec §2, §8): the island could not start at all. */
export function AppErrorView({
  t,
  caught,
  stateName,
  anchorId,
}: {
  t: Translate;
  caught: CaughtError;
  stateName: string | null;
  anchorId?: string;
}) {
  return (
    <div className="error-panel" role="alert" data-error-level="app" id={anchorId} tabIndex={anchorId ? -1 : undefined}>
      <h2>{t('errors.app.title')}</h2>
      <p>{stateName ? t('errors.app.message', { state: stateName }) : t('errors.generic')}</p>
      <p className="small muted">{t('errors.app.errorId', { id: caught.id })}</p>
      <p className="error-actions">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('errors.app.reload')}
        </button>
        <a className="btn btn-secondary" href={homeHref()}>
          {t('errors.app.goHome')}
        </a>
      </p>
    </div>
  );
}

/** Page level: the part that is the page's main content failed. */
export function PageErrorView({ t, reset, anchorId }: { t: Translate; reset: () => void; anchorId?: string }) {
  return (
    <div
      className="error-panel"
      role="alert"
      data-error-level="page"
      id={anchorId}
      tabIndex={anchorId ? -1 : undefined}
    >
      <h2>{t('errors.page.title')}</h2>
      <p>{t('errors.page.message')}</p>
      <p className="error-actions">
        <button type="button" className="btn" onClick={reset}>
          {t('errors.page.tryAgain')}
        </button>
        <a className="btn btn-secondary" href={homeHref()}>
          {t('errors.page.goHome')}
        </a>
      </p>
    </div>
  );
}

/** Component level: one section failed; the rest of the page keeps working. */
export function ComponentErrorView({ t, reset, anchorId }: { t: Translate; reset: () => void; anchorId?: string }) {
  return (
    <div
      className="error-panel error-panel-small"
      role="alert"
      data-error-level="component"
      id={anchorId}
      tabIndex={anchorId ? -1 : undefined}
    >
      <strong>{t('errors.component.title')}</strong>
      <p>{t('errors.component.message')}</p>
      <button type="button" className="btn btn-secondary" onClick={reset}>
        {t('errors.component.retry')}
      </button>
    </div>
  );
}
