// Renders pages whose shared parts (browser/components/SharedPart.tsx) are rendered once per build and
// language: each stands as a marker element in the page's HTML, replaced by the part's HTML after
// the page has rendered. A part's root is one element, so its HTML is the same alone as inside the
// page (React's text separators depend on neighbouring text, and there is none at an element's edge).
import { type ReactElement, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type SharedParts, SharedPartsContext } from '../browser/components/SharedPart.tsx';

// A tag no component writes, and text cannot hold (React escapes '<' in text and attributes).
const MARK = 'build-shared-part';
const MARKED = /<build-shared-part data-part="(\d+)"><\/build-shared-part>/g;

/** One build's page renderer (per thread): the parts' HTML lives as long as it. */
export function sharedPartRenderer(): (element: ReactElement) => string {
  const ids = new Map<string, number>();
  const html: string[] = [];
  const waiting = new Map<number, () => ReactElement>();
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
  return (element) => {
    const page = renderToString(createElement(SharedPartsContext.Provider, { value: parts }, element));
    for (const [id, part] of waiting) html[id] = renderToString(part());
    waiting.clear();
    return page.replace(MARKED, (_, id: string) => html[Number(id)]!);
  };
}
