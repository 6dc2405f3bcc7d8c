import type { ComponentType } from 'react';
import { hydrateFramed, readIslandProps, showStartupFailure } from '../components/errors/mount.tsx';

/**
 * Hydrates every island of one kind on the page with the props the server rendered it from, each inside its error
 * boundaries.
 */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    let props: P | null;
    try {
      props = readIslandProps<P>(el);
    } catch (error) {
      showStartupFailure(el, error);
      continue;
    }
    if (props) hydrateFramed(el, Component, props);
  }
}
