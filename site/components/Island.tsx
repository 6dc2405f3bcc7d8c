import type { ReactNode } from 'react';

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
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
