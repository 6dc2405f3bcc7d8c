// React's renderToString from its legacy server build alone, loaded when a page first renders through React.
// 'react-dom/server' loads the streaming server build with it: 300 KB more for every thread of a build to compile,
// that no page uses, and a build whose pages are all plain (static-render.ts) needs neither.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReactNode } from 'react';

type Render = (element: ReactNode) => string;
let render: Render | undefined;

/** The HTML React's renderToString (react-dom/server's) writes for `element`. */
export function renderToString(element: ReactNode): string {
  render ??= legacyServer();
  return render(element);
}

/** The build react-dom/server itself takes its renderToString from, production or development as it would choose. */
function legacyServer(): Render {
  const require = createRequire(import.meta.url);
  // By its folder: the package's exports name no file of cjs/.
  const dir = dirname(require.resolve('react-dom/package.json'));
  const build = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const server = require(join(dir, 'cjs', `react-dom-server-legacy.node.${build}.js`)) as { renderToString: Render };
  return server.renderToString;
}
