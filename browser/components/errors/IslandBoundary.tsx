import type { ReactNode } from 'react';
import { lookup, type TextTable } from '../text.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { AppErrorView, ComponentErrorView, PageErrorView, type Translate } from './fallbacks.tsx';

export type BoundaryLevel = 'page' | 'component';

/** What a boundary can read from an island's props; every field is optional, since islands differ. */
export interface BoundaryHints {
  text?: TextTable;
  /** 'page' when the island is the page's main content; else 'component'. */
  boundary?: BoundaryLevel;
  /** The state's name for the app-level message, in the page's language. */
  stateName?: string;
  /** Id the error screen takes over from the island's root (a skip link's target). */
  anchorId?: string;
}

// Shown only when an island's text table lacks the errors group (or its props could not be read):
// the spec's default texts (§8: a missing key falls back to default text).
const DEFAULTS: TextTable = {
  'errors.app.title': 'Something went wrong',
  'errors.app.message': "We're sorry, but the {{state}} Property Tax Calculator encountered an unexpected error",
  'errors.app.errorId': 'Error ID: {{id}}',
  'errors.app.reload': 'Reload Page',
  'errors.app.goHome': 'Go Home',
  'errors.page.title': 'Page Error',
  'errors.page.message': "This page encountered an error and couldn't load properly",
  'errors.page.tryAgain': 'Try Again',
  'errors.page.goHome': 'Go Home',
  'errors.component.title': 'Error',
  'errors.component.message':
    "This section couldn't load properly. You can continue using other parts of the calculator",
  'errors.component.retry': 'Retry',
  'errors.generic': 'Something went wrong. Please refresh the page or try again.',
};

export function errorText(text: TextTable | undefined): Translate {
  return lookup({ ...DEFAULTS, ...text });
}

/** Component level around one part of an island (the report block, the wizard). */
export function ComponentBoundary({ t, children }: { t: Translate; children: ReactNode }) {
  return <ErrorBoundary fallback={(_, reset) => <ComponentErrorView t={t} reset={reset} />}>{children}</ErrorBoundary>;
}

/**
 * An island root inside two boundaries: the page or component level catches what the island throws;
 * the app level catches what escapes that (a fallback that itself fails).
 */
export function framed(element: ReactNode, hints: BoundaryHints): ReactNode {
  const t = errorText(hints.text);
  const { anchorId } = hints;
  const inner =
    hints.boundary === 'page'
      ? (_: unknown, reset: () => void) => <PageErrorView t={t} reset={reset} anchorId={anchorId} />
      : (_: unknown, reset: () => void) => <ComponentErrorView t={t} reset={reset} anchorId={anchorId} />;
  return (
    <ErrorBoundary
      fallback={(caught) => (
        <AppErrorView t={t} caught={caught} stateName={hints.stateName ?? null} anchorId={anchorId} />
      )}
    >
      <ErrorBoundary fallback={inner}>{element}</ErrorBoundary>
    </ErrorBoundary>
  );
}
