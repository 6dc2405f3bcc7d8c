// The build renders React pages with renderToString from React's legacy server build alone
// (generator/pages/react-render.ts), where 'react-dom/server' also loads the streaming build: the HTML must be
// react-dom/server's, byte for byte.
import { Fragment, createElement as h, useState } from 'react';
import { renderToString as reactDomServer } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderToString } from '../../../generator/pages/react-render.ts';

function Counter({ start }: { start: number }) {
  const [n] = useState(start);
  return h('output', { 'aria-live': 'polite' }, 'n = ', n);
}

const pages = {
  'text, attributes and escapes': h('p', { className: 'a', title: '"<&>' }, 'Tom & Jerry <3'),
  'a form with its fields': h(
    'form',
    null,
    h('input', { name: 'v', defaultValue: '350000' }),
    h('select', { value: 'b', onChange: () => {} }, h('option', { value: 'a' }, 'A'), h('option', { value: 'b' }, 'B')),
  ),
  'hooks, fragments and adjacent text': h(Fragment, null, 'x', 1, h(Counter, { start: 2 }), 'y'),
  'an SVG with a title': h('svg', { viewBox: '0 0 1 1' }, h('title', null, 'Map'), h('path', { d: 'M0 0' })),
};

describe("the build's renderToString", () => {
  for (const [what, page] of Object.entries(pages))
    it(`writes what react-dom/server writes: ${what}`, () => {
      expect(renderToString(page)).toBe(reactDomServer(page));
    });
});
