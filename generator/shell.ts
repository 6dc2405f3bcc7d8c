// Every page is put in the shell of templates/page.html.hbs, compiled here once into its literal parts and fields
// rather than by Handlebars: loading Handlebars took each thread of a build a fifteenth of a second, in every build. It
// takes the part of Handlebars' syntax the shell uses, with Handlebars' meaning (escaping, strict fields, `#each` and
// `#if`, block tags alone on a line leaving no line), and refuses the rest; tests/unit/build/shell.test.ts holds that
// it writes what Handlebars writes.
import { join } from 'node:path';
import type { BuildEffects } from './effects.ts';

export interface ShellInput {
  htmlLang: string;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  stylesheet: string;
  favicon: string;
  scripts: string[];
  body: string;
  /** Content-Security-Policy for the <meta> tag (security-headers.ts), for hosts that send no headers. */
  csp: string;
  robotsNoindex?: boolean;
}

type Scope = Readonly<Record<string, unknown>> | string | number | boolean | null | undefined;
type Fill = (scope: Scope) => string;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

/** Handlebars' escapeExpression: null and undefined are empty, anything else its string, escaped. */
export function escapeField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[&<>"'`=]/.test(text) ? text.replace(/[&<>"'`=]/g, (c) => ESCAPES[c]!) : text;
}

/** Handlebars' #if: false for false, null, undefined, '', 0 and an empty list. */
const truthy = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : Boolean(value));

const TAG = /\{\{(\{?)([^{}]*)\}\}(\}?)/g;
const PATH = /^(?!else$)[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/;

interface Token {
  kind: 'text' | 'field' | 'raw' | 'open' | 'close';
  text: string;
  /** For a block, each or if. */
  name: string;
  /** For a field or a block's opening, the field's path. */
  path: string;
}

/** The template as text and tags, one text (maybe empty) before, between and after the tags. */
function tokens(template: string, where: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  for (const m of template.matchAll(TAG)) {
    const [whole, open = '', inside = '', close = ''] = m;
    out.push({ kind: 'text', text: template.slice(at, m.index), name: '', path: '' });
    at = m.index + whole.length;
    const [head = '', path, ...rest] = inside.trim().split(/\s+/);
    if (Boolean(open) !== Boolean(close)) throw refused(where, whole);
    if (!open && head.startsWith('#')) {
      const name = head.slice(1);
      if ((name !== 'each' && name !== 'if') || !path || !PATH.test(path) || rest.length) throw refused(where, whole);
      out.push({ kind: 'open', text: whole, name, path });
    } else if (!open && head.startsWith('/') && path === undefined) {
      out.push({ kind: 'close', text: whole, name: head.slice(1), path: '' });
    } else if (PATH.test(head) && path === undefined) {
      out.push({ kind: open ? 'raw' : 'field', text: whole, name: '', path: head });
    } else throw refused(where, whole);
  }
  const rest = template.slice(at);
  if (rest.includes('{{')) throw refused(where, rest.slice(rest.indexOf('{{')).split('\n')[0]!);
  out.push({ kind: 'text', text: rest, name: '', path: '' });
  return out;
}

const refused = (where: string, found: string): Error =>
  new Error(
    `${where}: expected {{field}}, {{{field}}}, {{#each list}}…{{/each}} or {{#if field}}…{{/if}} (the page shell's ` +
      `part of Handlebars), found ${found}`,
  );

/**
 * A block tag alone on its line leaves no line: the spaces before it and the spaces and line end after it go. Each tag
 * is judged on the template as written, before any line went.
 */
function standalone(list: Token[]): void {
  const cuts = list.map(() => ({ start: 0, end: 0 }));
  for (let i = 1; i < list.length - 1; i += 2) {
    const tag = list[i]!;
    if (tag.kind !== 'open' && tag.kind !== 'close') continue;
    const lead = /(^|\n)([ \t]*)$/.exec(list[i - 1]!.text);
    const trail = /^[ \t]*(\r?\n|$)/.exec(list[i + 1]!.text);
    if (!lead || !trail) continue;
    // At the start of a line: after a line end, or at the template's start; at its end: before one, or the template's.
    if (lead[1] === '' && i !== 1) continue;
    if (trail[1] === '' && i !== list.length - 2) continue;
    cuts[i - 1]!.end = lead[2]!.length;
    cuts[i + 1]!.start = trail[0].length;
  }
  list.forEach((t, i) => {
    const { start, end } = cuts[i]!;
    if (start || end) t.text = t.text.slice(start, t.text.length - end);
  });
}

/**
 * A reader of a field's value in a scope: `this`, `this.name` or `name`; strict, as the shell was compiled with
 * strict: true (a missing field is an error, null or undefined one is empty).
 */
function reader(path: string, where: string): (scope: Scope) => unknown {
  const parts = path.split('.');
  if (parts[0] === 'this') parts.shift();
  return (scope) => {
    let value: unknown = scope;
    for (const part of parts) {
      if (typeof value !== 'object' || value === null || !(part in value))
        throw new Error(`${where}: "${part}" not defined in the page's shell input (${path})`);
      value = (value as Record<string, unknown>)[part];
    }
    return value;
  };
}

function compileList(list: Token[], from: number, where: string, closing?: string): { fill: Fill; next: number } {
  const parts: Fill[] = [];
  let i = from;
  for (; i < list.length; i += 1) {
    const t = list[i]!;
    if (t.kind === 'close') {
      if (t.name !== closing) throw refused(where, t.text);
      break;
    }
    if (t.kind === 'text') {
      const text = t.text;
      if (text) parts.push(() => text);
      continue;
    }
    const read = reader(t.path, where);
    if (t.kind === 'field') {
      // Most fields are the same on every page of a site (its policy, stylesheet, language): escaped once.
      let last: unknown;
      let escaped = '';
      parts.push((scope) => {
        const value = read(scope);
        if (value !== last || escaped === '') [last, escaped] = [value, escapeField(value)];
        return escaped;
      });
    } else if (t.kind === 'raw')
      parts.push((scope) => {
        const value = read(scope);
        return value === null || value === undefined ? '' : String(value);
      });
    else {
      const inner = compileList(list, i + 1, where, t.name);
      i = inner.next;
      const { path } = t;
      // Handlebars' #if and #each take a missing field as empty rather than refuse it.
      const value = (scope: Scope): unknown => {
        try {
          return read(scope);
        } catch {
          return undefined;
        }
      };
      parts.push(
        t.name === 'if'
          ? (scope) => (truthy(value(scope)) ? inner.fill(scope) : '')
          : (scope) => {
              const items = value(scope);
              if (items === null || items === undefined || items === false) return '';
              if (!Array.isArray(items)) throw new Error(`${where}: {{#each ${path}}} takes a list`);
              let out = '';
              for (const item of items) out += inner.fill(item as Scope);
              return out;
            },
      );
    }
  }
  if (closing !== undefined && i >= list.length) throw refused(where, `{{#${closing}}} without {{/${closing}}}`);
  return {
    fill: (scope) => {
      let out = '';
      for (const part of parts) out += part(scope);
      return out;
    },
    next: i,
  };
}

/** The shell's template compiled: a function of the page's input to its HTML. `where` names it in messages. */
export function compileShell(template: string, where = 'templates/page.html.hbs'): (input: ShellInput) => string {
  const list = tokens(template, where);
  standalone(list);
  const { fill } = compileList(list, 0, where);
  return (input) => fill(input as unknown as Scope);
}

/** Compiles templates/page.html.hbs once; every field is escaped but the prerendered body. */
export function loadShell(root: string, fx: Pick<BuildEffects, 'read'>): (input: ShellInput) => string {
  return compileShell(fx.read(join(root, 'templates/page.html.hbs')));
}
