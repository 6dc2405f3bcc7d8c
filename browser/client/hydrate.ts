import type { ComponentType } from 'react';
import { hydrateFramed, readIslandProps, showStartupFailure } from '../components/errors/mount.tsx';
import { nextTask } from '../components/next-task.ts';

/**
 * Hydrates every island of one kind on the page with the props the server rendered it from, each inside its error
 * boundaries. Each island hydrates in a task of its own, after the one that evaluated the page's modules: one long
 * task of both would hold back a visitor's first tap.
 */
export async function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): Promise<void> {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    await nextTask();
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
