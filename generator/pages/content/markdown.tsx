// Markdown → React elements at build time (server only; the browser never loads markdown-it).
// HTML in the source is off, so every character of the text is shown as text and React escapes it;
// no HTML string is ever injected. A paragraph that is only `::name args` is a directive: a block
// the page fills with a component (a table from the data, a tool, the FAQ list …).
import type MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { createRequire } from 'node:module';
import { createElement, Fragment, type ReactNode } from 'react';

// Loaded when a page first renders markdown (a guide, the FAQ): it took a build a fifteenth of a second to load, and
// a build after one rate changed renders no such page.
type Parser = InstanceType<typeof MarkdownIt>;
let parser: Parser | undefined;
const md = (): Parser => {
  if (!parser) {
    const Markdown = createRequire(import.meta.url)('markdown-it') as typeof MarkdownIt;
    parser = new Markdown('default', { html: false, linkify: false, typographer: false });
  }
  return parser;
};

export interface MarkdownHooks {
  /** Maps a link target to an href; external links open in a new tab. */
  link: (target: string) => { href: string; external: boolean };
  directive: (name: string, args: string[]) => ReactNode;
}

interface Frame {
  tag: string;
  props: Record<string, unknown>;
  children: ReactNode[];
}

/** 'Who pays?' → 'who-pays'; accents dropped so Spanish anchors stay ASCII. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

function inline(tokens: readonly Token[], hooks: MarkdownHooks): ReactNode[] {
  const root: Frame = { tag: '', props: {}, children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;
  tokens.forEach((t, i) => {
    if (t.nesting === 1) {
      const props: Record<string, unknown> = { key: i };
      if (t.type === 'link_open') {
        const { href, external } = hooks.link(String(t.attrGet('href') ?? ''));
        props.href = href;
        if (external) {
          props.target = '_blank';
          props.rel = 'noopener noreferrer';
        }
      }
      stack.push({ tag: t.tag, props, children: [] });
      return;
    }
    if (t.nesting === -1) {
      const frame = stack.pop()!;
      top().children.push(createElement(frame.tag, frame.props, ...frame.children));
      return;
    }
    if (t.type === 'text') top().children.push(t.content);
    else if (t.type === 'softbreak') top().children.push('\n');
    else if (t.type === 'hardbreak') top().children.push(createElement('br', { key: i }));
    else if (t.type === 'code_inline') top().children.push(createElement('code', { key: i }, t.content));
    else if (t.type === 'image') top().children.push(t.content);
  });
  return root.children;
}

const alignClass = (t: Token): string | undefined =>
  /text-align:\s*right/.test(String(t.attrGet('style') ?? '')) ? 'num' : undefined;

/** The body of a page as React nodes; heading ids come from their text (unique within the page). */
export function renderMarkdown(source: string, hooks: MarkdownHooks): ReactNode {
  const tokens = md().parse(source, {});
  const root: Frame = { tag: '', props: {}, children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;
  const ids = new Map<string, number>();
  // A table scrolls sideways on a phone: its wrapper takes the focus (for the keyboard) and is named
  // by the heading it sits under.
  let lastHeading: string | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (t.type === 'paragraph_open' && !t.hidden && next?.type === 'inline' && /^::[a-z]/.test(next.content.trim())) {
      const [name, ...args] = next.content.trim().slice(2).split(/\s+/);
      top().children.push(createElement(Fragment, { key: i }, hooks.directive(name!, args)));
      i += 2;
      continue;
    }
    if (t.hidden) continue; // paragraphs of tight lists: their text goes straight into the item
    if (t.nesting === 1) {
      const props: Record<string, unknown> = { key: i };
      if (t.type === 'heading_open' && next) {
        const base = slugify(next.content);
        const n = (ids.get(base) ?? 0) + 1;
        ids.set(base, n);
        props.id = n === 1 ? base : `${base}-${n}`;
        lastHeading = props.id as string;
      }
      if (t.type === 'ordered_list_open' && t.attrGet('start')) props.start = Number(t.attrGet('start'));
      if (t.type === 'th_open' || t.type === 'td_open') props.className = alignClass(t);
      if (t.type === 'th_open') props.scope = 'col';
      stack.push({ tag: t.tag, props, children: [] });
      continue;
    }
    if (t.nesting === -1) {
      const frame = stack.pop()!;
      const el = createElement(frame.tag, frame.props, ...frame.children);
      top().children.push(
        frame.tag === 'table'
          ? createElement(
              'div',
              lastHeading
                ? {
                    key: `w${i}`,
                    className: 'table-scroll',
                    role: 'group',
                    'aria-labelledby': lastHeading,
                    tabIndex: 0,
                  }
                : { key: `w${i}`, className: 'table-scroll', tabIndex: 0 },
              el,
            )
          : el,
      );
      continue;
    }
    if (t.type === 'inline') top().children.push(...inline(t.children ?? [], hooks));
    else if (t.type === 'hr') top().children.push(createElement('hr', { key: i }));
    else if (t.type === 'fence' || t.type === 'code_block')
      top().children.push(createElement('pre', { key: i }, createElement('code', null, t.content)));
  }
  return createElement(Fragment, null, ...root.children);
}

/** The plain text of a Markdown heading line list, for a table of contents: [level, text, id]. */
export function outline(source: string): { level: number; text: string; id: string }[] {
  const ids = new Map<string, number>();
  const tokens = md().parse(source, {});
  return tokens.flatMap((t, i) => {
    if (t.type !== 'heading_open') return [];
    const text = tokens[i + 1]?.content ?? '';
    const base = slugify(text);
    const n = (ids.get(base) ?? 0) + 1;
    ids.set(base, n);
    return [
      {
        level: Number(t.tag.slice(1)),
        text: tokens[i + 1]?.children?.map((c) => c.content).join('') ?? text,
        id: n === 1 ? base : `${base}-${n}`,
      },
    ];
  });
}
