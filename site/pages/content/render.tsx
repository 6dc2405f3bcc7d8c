import type { PageContext } from '../context.ts';
import type { PageData, PageParts } from '../render.tsx';
import type { RouteSpec } from '../routes.ts';

/** Renders a content page (guide, FAQ, glossary, legal page, tool page). */
export function renderContent(route: Extract<RouteSpec, { kind: 'content' }>, ctx: PageContext, data: PageData): PageParts {
  void ctx;
  void data;
  throw new Error(`no content page with id ${route.id}`);
}
