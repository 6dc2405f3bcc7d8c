// The build writes pages of plain components itself (generator/static-render.ts) and must write
// them exactly as React's renderToString does: every rule is checked here against React, and
// whatever the renderer leaves to React is refused, never written differently.
import { Component, Fragment, createElement as h, type ReactNode, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotStatic, renderStatic } from '../../../generator/static-render.ts';
import { sharedPartRenderer } from '../../../generator/shared-parts.ts';
import { SharedPart } from '../../../browser/components/SharedPart.tsx';

const Label = ({ text, n }: { text: string; n: number }) => h(Fragment, null, text, n);
const Nothing = () => null;
const Cells = ({ rows }: { rows: string[][] }) =>
  h(
    'table',
    null,
    h(
      'tbody',
      null,
      rows.map((r, i) =>
        h(
          'tr',
          { key: i },
          r.map((c, j) => h('td', { key: j, rowSpan: j === 0 ? 2 : undefined }, c)),
        ),
      ),
    ),
  );

const cases: Record<string, ReactNode> = {
  'texts side by side, across components, fragments, null and empty text': h(
    'p',
    null,
    'a',
    'b',
    null,
    'c',
    '',
    'd',
    h(Label, { text: 'e', n: 5 }),
    false,
    7,
    h(Nothing),
    'f',
    h('strong', null, 'g'),
    'h',
    [['i', 'j'], 0],
  ),
  'one text child, written as it is': h('h1', { className: 'big' }, 'Tom & Jerry <3 "quotes" \'single\''),
  'escaping in attributes and text': h('a', { href: '/x?a=1&b="2"', title: "it's <b>" }, 'x > y'),
  'renamed and plain attributes': h(
    'label',
    { htmlFor: 'f', className: 'c', tabIndex: -1, id: 'i', 'aria-hidden': false, 'data-on': true, 'data-n': 3 },
    'L',
  ),
  'dropped values: handlers, booleans React does not know, null': h('div', {
    onClick: () => {},
    translate: true as unknown as string,
    title: null,
    lang: undefined,
    suppressHydrationWarning: true,
  }),
  'present-or-absent attributes': h(
    'details',
    { open: true },
    h('summary', { hidden: false }, 's'),
    h('div', { hidden: 'yes', inert: true }),
  ),
  'values written as text': h('ol', null, h('li', { value: 3 }, 'three'), h('li', { draggable: false }, 'x')),
  'styles of text, zero and custom properties': h('div', {
    style: { backgroundColor: ' red ', width: 0, '--bar-w': '40%', msTransform: 'none', color: '', opacity: null },
  }),
  'an empty style writes no attribute': h('span', { style: {} }, 'x'),
  'empty addresses: kept on a link, dropped elsewhere': h(
    'div',
    null,
    h('a', { href: '' }, 'self'),
    h('iframe', { src: '' }),
  ),
  'inner HTML': h('div', { dangerouslySetInnerHTML: { __html: '<b>bold</b> & raw' } }),
  'an SVG chart with its title': h(
    'svg',
    { viewBox: '0 0 10 10', preserveAspectRatio: 'none', role: 'img' },
    h('title', null, 'Rates & years'),
    h(
      'g',
      { strokeWidth: 2, textAnchor: 'middle', fillOpacity: 0.5, dominantBaseline: 'middle' },
      h('text', { x: 1, y: 2 }, 'a', 1),
      h('title', null, ['only']),
      h('title', null, 4),
    ),
    h('line', { x1: 0, x2: 10, strokeDasharray: '2 2', vectorEffect: 'non-scaling-stroke' }),
  ),
  'tables with spans': h(Cells, {
    rows: [
      ['a', 'b'],
      ['c', 'd'],
    ],
  }),
  'col spans and language links': h(
    'div',
    null,
    h('td', { colSpan: 2 }, 'x'),
    h('a', { hrefLang: 'es', lang: 'es', href: '/es/' }, 'Español'),
  ),
};

describe('pages written without React', () => {
  for (const [what, node] of Object.entries(cases))
    it(`${what}: as renderToString writes it`, () => {
      expect(renderStatic(node)).toBe(renderToString(h(Fragment, null, node)));
    });

  it('a shared part renders in place when no parts are given, as SharedPart does without a provider', () => {
    const page = h('div', null, 'x', h(SharedPart, { name: 'p', part: () => h('nav', null, 'menu') }), 'y');
    expect(renderStatic(page)).toBe(renderToString(page));
  });
});

class Counter extends Component {
  override render() {
    return h('span', null, 'class');
  }
}
function WithState() {
  const [n] = useState(1);
  return h('span', null, n);
}

const leftToReact: Record<string, ReactNode> = {
  'a form field': h('input', { value: 'x', readOnly: true }),
  'a select': h('select', { value: 'b' }, h('option', { value: 'b' }, 'B')),
  'a title outside an SVG (React moves it to the head)': h('div', null, h('title', null, 'T')),
  'a custom element': h('my-widget', { class: 'x' }),
  'an attribute it does not know': h('div', { autoFocus: true }),
  'a style number React gives units to': h('div', { style: { width: 10 } }),
  'a script address': h('a', { href: 'javascript:alert(1)' }, 'x'),
  'a class component': h(Counter),
  'a title with more than text': h('svg', null, h('title', null, h('b', null, 'x'))),
  'a line break (void element)': h('p', null, 'a', h('br'), 'b'),
};

describe('what is left to React', () => {
  for (const [what, node] of Object.entries(leftToReact))
    it(`${what}: refused here, rendered by React through the page renderer`, () => {
      expect(() => renderStatic(node)).toThrow(NotStatic);
      const render = sharedPartRenderer();
      const page = h('main', null, node);
      expect(render(page)).toBe(renderToString(page));
      expect(render.counts.static).toBe(0);
    });

  it('a component with a hook: React renders the page, and every later page of that component', () => {
    const render = sharedPartRenderer();
    const Page = ({ who }: { who: string }) => h('main', null, who, h(WithState));
    for (const who of ['Ana', 'Bo']) expect(render(h(Page, { who }))).toBe(renderToString(h(Page, { who })));
    expect(render.counts.static).toBe(0);
    expect(render.counts.react.get(Page)).toBe(2);
  });

  it('a page of plain components is written here, its shared parts put in once', () => {
    const render = sharedPartRenderer();
    let made = 0;
    const Page = ({ who }: { who: string }) =>
      h(
        'main',
        null,
        h(SharedPart, {
          name: 'menu',
          part: () => {
            made += 1;
            return h('nav', null, 'Menu');
          },
        }),
        who,
      );
    const byReact = ['Ana', 'Bo'].map((who) => renderToString(h(Page, { who })));
    made = 0;
    expect(['Ana', 'Bo'].map((who) => render(h(Page, { who })))).toEqual(byReact);
    expect([render.counts.static, made]).toEqual([2, 1]);
  });
});
