// A figure whose own year is older than the product year (an indexed amount not yet published)
// says so wherever it is shown, e.g. "$25,722 (2025 amount)".
import type { StateConfig } from '../../schema/index.ts';

/**
 * The year of the figure at `path` (e.g. "exemptions.additionalHomestead.amount") when an earlier year's figure stands
 * in; else null.
 */
export function standInYear(config: Pick<StateConfig, 'constants' | 'constantPaths'>, path: string): string | null {
  const key = config.constantPaths?.[path];
  const constant = key === undefined ? undefined : config.constants?.[key];
  return constant?.standIn ? constant.taxYear : null;
}
