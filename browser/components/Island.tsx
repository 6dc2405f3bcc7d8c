import type { ReactNode } from 'react';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeInScript = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers (one pass over the text). */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, escapeInScript);
}

/** Server side of an island: its full markup, and beside it the props the browser hydrates it with. */
export function Island({
  name,
  id,
  props,
  children,
}: {
  name: string;
  id: string;
  props: unknown;
  children: ReactNode;
}) {
  return (
    <>
      <div data-island={name} id={id}>
        {children}
      </div>
      <script type="application/json" data-island-props={id} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
    </>
  );
}
