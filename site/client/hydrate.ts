import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hydrates every island of one kind on the page with the props the server rendered it from. */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const script = document.querySelector<HTMLScriptElement>(`script[data-island-props="${el.id}"]`);
    if (!script?.textContent) continue;
    const props = JSON.parse(script.textContent) as P;
    hydrateRoot(el, createElement(Component, props));
  }
}
