import type { Variant } from '../../calc/types.ts';
import type { RouteSpec } from '../routes.ts';

/** Guides, FAQ, glossary, legal pages and tools of a variant (English paths; Spanish twins come from the path map). */
export function contentRoutes(variant: Variant): RouteSpec[] {
  void variant;
  return [];
}
