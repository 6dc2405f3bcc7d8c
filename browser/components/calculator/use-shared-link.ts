import { useEffect, useState } from 'react';
import type { StateConfig } from '../../../schema/index.ts';
import { decodeSharedEstimate } from '../share/url-state.ts';
import { withoutPrivate } from '../../analytics/private-params.ts';
import type { FormState } from './state.ts';

/**
 * A shared link restores its estimate after hydration (the server markup never depends on the URL):
 * `restore` gets the link's form. Returns the keys the link held that were left out as unknown or
 * malformed (the rest of the link still computes).
 */
export function useSharedLink(config: StateConfig, restore: (form: Partial<FormState>) => void) {
  const [dropped, setDropped] = useState<string[]>([]);
  useEffect(() => {
    const levels = config.exemptions.disabledVeteran?.levels?.map((l) => l.id) ?? [];
    const shared = decodeSharedEstimate(window.location.search, { veteranLevels: levels });
    if (!shared) return;
    // The ZIP and typed rates leave the address bar once read: analytics reads addresses (private-params.ts).
    const clean = withoutPrivate(window.location.href);
    if (clean !== window.location.href) window.history.replaceState(window.history.state, '', clean);
    restore(shared.form);
    setDropped(shared.dropped);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return dropped;
}
