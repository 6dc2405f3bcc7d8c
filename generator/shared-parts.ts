// Renders pages whose shared parts (browser/components/SharedPart.tsx) are rendered once per build and
// language: each stands as a marker element in the page's HTML, replaced by the part's HTML after
// the page has rendered. A part's root is one element, so its HTML is the same alone as inside the
// page (React's text separators depend on neighbouring text, and there is none at an element's edge).
// A page of plain components is written by static-render.ts, which puts the parts in as it goes;
// any other is rendered by React.
import { type ReactElement, type ReactNode, createElement } from 'react';
import { renderToString } from './pages/react-render.ts';
import { type SharedParts, SharedPartsContext } from '../browser/components/SharedPart.tsx';
import { renderStatic } from './static-render.ts';
import { collectReads, noteRead, settledReads } from '../engine/reads.ts';

// A tag no component writes, and text cannot hold (React escapes '<' in text and attributes).
const MARK = 'build-shared-part';
const MARKED = /<build-shared-part data-part="(\d+)"><\/build-shared-part>/g;

/** How a renderer's pages were written: by static-render.ts, or by React (their page components). */
export interface RenderCounts {
  static: number;
  react: Map<unknown, number>;
}

/** One build's page renderer (per thread): the parts' HTML lives as long as it. */
export function sharedPartRenderer(): ((element: ReactElement) => string) & { counts: RenderCounts } {
  const ids = new Map<string, number>();
  const html: string[] = [];
  // What each part read as it was made, noted again for every later page that takes its HTML (a page's record keeps
  // what it was made from, read-tracking.ts).
  const reads: (readonly string[])[] = [];
  const waiting = new Map<number, () => ReactElement>();
  const counts: RenderCounts = { static: 0, react: new Map() };
  const parts: SharedParts = {
    mark(name, part) {
      let id = ids.get(name);
      if (id === undefined) {
        ids.set(name, (id = ids.size));
        waiting.set(id, part);
      }
      return createElement(MARK, { 'data-part': id });
    },
  };
  const partHtml = (part: () => ReactNode): string => {
    try {
      return quietly(() => renderStatic(part()));
    } catch {
      return renderToString(part());
    }
  };
  // A part made before: its HTML, its reads noted again for the page that takes it.
  const taken = (id: number): string => {
    for (const key of reads[id]!) noteRead(key);
    return html[id]!;
  };
  const partOnce = (id: number, part: () => ReactNode): string => {
    if (html[id] !== undefined) return taken(id);
    const first = collectReads(() => partHtml(part));
    reads[id] = settledReads(first.reads);
    return (html[id] = first.value);
  };
  // The HTML of a part by name, for a page written by static-render.ts.
  const byName = (name: string, part: () => ReactNode): string => {
    let id = ids.get(name);
    if (id === undefined) ids.set(name, (id = ids.size));
    return partOnce(id, part);
  };
  // A page component that once needed React (a hook, a form) is given to React from then on.
  const needsReact = new Set<unknown>();
  const withReact = (element: ReactElement): string => {
    counts.react.set(element.type, (counts.react.get(element.type) ?? 0) + 1);
    const page = renderToString(createElement(SharedPartsContext.Provider, { value: parts }, element));
    for (const [id, part] of waiting) partOnce(id, part);
    waiting.clear();
    return page.replace(MARKED, (_, id: string) => taken(Number(id)));
  };
  const render = (element: ReactElement): string => {
    if (!needsReact.has(element.type))
      try {
        const page = quietly(() => renderStatic(element, byName));
        counts.static += 1;
        return page;
      } catch {
        // Whatever stopped it (NotStatic, or a hook called outside React), React renders the page, or says what is
        // wrong with it.
        needsReact.add(element.type);
      }
    return withReact(element);
  };
  return Object.assign(render, { counts });
}

/**
 * Runs a static render with what it logs held back: kept if it succeeds, dropped if it throws. A hook called outside
 * React throws, and React's development build first logs "Invalid hook call"; the page then goes to React, which
 * renders its hooks rightly and logs anything that is really wrong.
 */
function quietly<T>(attempt: () => T): T {
  const log = console.error;
  const held: unknown[][] = [];
  console.error = (...args: unknown[]) => void held.push(args);
  try {
    const out = attempt();
    console.error = log;
    for (const args of held) log(...args);
    return out;
  } finally {
    console.error = log;
  }
}
