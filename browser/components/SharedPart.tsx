// A part of the page that is the same on many pages of one build (the header's menu, the footer),
// rendered once: the build provides SharedParts (generator/shared-parts.ts), which keeps the
// first copy's HTML and puts it back wherever the part stands. Without a provider (tests, any other
// render) the part renders in place as usual.
import { createContext, type ReactElement, useContext } from 'react';

export interface SharedParts {
  /**
   * What renders in the part's place: `name` must say everything the part depends on beyond the build itself; `part`
   * is called only for the first page that shows it.
   */
  mark(name: string, part: () => ReactElement): ReactElement;
}

export const SharedPartsContext = createContext<SharedParts | null>(null);

/**
 * `part` makes one element (so its HTML does not depend on its neighbours), and is not called at all where the part
 * is known already: the words and links inside are looked up once too. It is called outside React's render, so it
 * uses no hooks. `name` null renders the part in place, for one that differs from page to page.
 */
export function SharedPart({ name, part }: { name: string | null; part: () => ReactElement }) {
  const parts = useContext(SharedPartsContext);
  return parts && name !== null ? parts.mark(name, part) : part();
}
