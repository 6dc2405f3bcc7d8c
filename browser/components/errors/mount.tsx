import { createElement, type ComponentType, type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { newErrorId } from './ErrorBoundary.tsx';
import { AppErrorView } from './fallbacks.tsx';
import { type BoundaryHints, errorText, framed } from './IslandBoundary.tsx';

/** The props the server wrote beside an island, or null when there are none. */
export function readIslandProps<P>(el: HTMLElement): P | null {
  const script = document.querySelector<HTMLScriptElement>(`script[data-island-props="${el.id}"]`);
  return script?.textContent ? (JSON.parse(script.textContent) as P) : null;
}

/**
 * Boundary hints from any island's props (the calculator names its state in its config), and the id
 * of the island's root element, which an error screen keeps so skip links still land on it.
 */
function hintsOf(props: object, el?: HTMLElement): BoundaryHints {
  const p = props as BoundaryHints & { lang?: 'en' | 'es'; config?: { stateName?: Record<string, string> } };
  return {
    text: p.text,
    boundary: p.boundary,
    stateName: p.stateName ?? (p.lang ? p.config?.stateName?.[p.lang] : undefined),
    anchorId: el?.firstElementChild?.id || undefined,
  };
}

/**
 * Marks the island's root element data-hydrated once React has committed the hydrated tree (its event
 * handlers are attached then), error screens included: from then on a visitor's input is handled.
 * It sits outside the boundaries, and on the root element, which React does not render, so the
 * server markup and hydration are untouched.
 */
function MarkHydrated({ el, children }: { el: HTMLElement; children?: ReactNode }): ReactNode {
  useEffect(() => {
    el.dataset.hydrated = 'true';
  }, [el]);
  return children;
}

/** Hydrates an island inside its boundaries; if it cannot even start, shows the app-level error in its place. */
export function hydrateFramed<P extends object>(el: HTMLElement, Component: ComponentType<P>, props: P): void {
  try {
    hydrateRoot(el, createElement(MarkHydrated, { el }, framed(createElement(Component, props), hintsOf(props, el))));
  } catch (error) {
    showStartupFailure(el, error, hintsOf(props, el));
  }
}

/** Renders (not hydrates) an island that has no server markup, such as the newsletter popup. */
export function renderFramed<P extends object>(el: HTMLElement, Component: ComponentType<P>, props: P): void {
  createRoot(el).render(framed(createElement(Component, props), hintsOf(props)));
}

export function showStartupFailure(el: HTMLElement, error: unknown, hints: BoundaryHints = {}): void {
  const caught = { error, id: newErrorId() };
  console.error(`[error ${caught.id}]`, error);
  const anchorId = hints.anchorId ?? (el.firstElementChild?.id || undefined);
  el.replaceChildren();
  createRoot(el).render(
    createElement(
      MarkHydrated,
      { el },
      createElement(AppErrorView, { t: errorText(hints.text), caught, stateName: hints.stateName ?? null, anchorId }),
    ),
  );
}
