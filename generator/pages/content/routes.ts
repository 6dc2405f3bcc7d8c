import type { Variant } from '../../../schema/codes.ts';
import type { RouteSpec } from '../routes.ts';
import { pagesOf } from '../../../i18n/content/catalogue.ts';

/** Guides, FAQ, glossary, legal pages and tools of a variant (English paths; Spanish twins come from the path map). */
export function contentRoutes(variant: Variant): RouteSpec[] {
  return pagesOf(variant).map((e): RouteSpec => ({ kind: 'content', path: e.path, id: e.id }));
}
