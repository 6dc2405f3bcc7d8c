// The HTML of a page made only of plain components (functions of their props: no hooks, no
// context, no forms), as react-dom/server's renderToString writes it, byte for byte: a hub county
// page renders here in a fraction of React's time. Anything outside that subset throws
// NotStatic, and the page is rendered by React instead (shared-parts.ts), so a page either comes
// out as React makes it or from React itself. The rules below are React 19's for the elements
// and attributes our pages use; anything else is left to React rather than guessed.
// tests/unit/build/static-render.test.ts checks each rule against renderToString.
import { Fragment, type ReactNode } from 'react';
import { SharedPart } from '../browser/components/SharedPart.tsx';

/** What this renderer leaves to React: where, and what it found. */
export class NotStatic extends Error {}

const ELEMENT = Symbol.for('react.transitional.element');

// Elements React writes in its own way (forms' values, hoisted head elements, void elements, preformatted text,
// custom elements' attributes): never written here. `title` is written only inside an <svg>, where React leaves it
// in place.
const LEFT_TO_REACT = new Set(
  (
    'select option textarea input button form menuitem object title link script style meta listing pre img base ' +
    'area br col embed hr keygen param source track wbr head body html noscript math foreignObject picture template'
  ).split(' '),
);
const TAG = /^[a-z][a-z0-9]*$/;

// Attribute names React writes as they are (lower case, digits, hyphens), or under another name.
const PLAIN_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const RENAMED = new Map<string, string>([
  ['className', 'class'],
  ['tabIndex', 'tabindex'],
  ['htmlFor', 'for'],
  ['viewBox', 'viewBox'],
  ['preserveAspectRatio', 'preserveAspectRatio'],
  ['hrefLang', 'hrefLang'],
  ['colSpan', 'colSpan'],
  ['dateTime', 'dateTime'],
  ['textAnchor', 'text-anchor'],
  ['dominantBaseline', 'dominant-baseline'],
  ['strokeWidth', 'stroke-width'],
  ['strokeDasharray', 'stroke-dasharray'],
  ['strokeLinecap', 'stroke-linecap'],
  ['strokeLinejoin', 'stroke-linejoin'],
  ['fillOpacity', 'fill-opacity'],
  ['strokeOpacity', 'stroke-opacity'],
  ['fontSize', 'font-size'],
  ['fontWeight', 'font-weight'],
  ['vectorEffect', 'vector-effect'],
  ['pointerEvents', 'pointer-events'],
]);
// Attributes React writes as present-or-absent, those it writes as text whatever their type, those it never writes,
// and lower-case ones it writes by rules of their own (numbers, forms, media): left to it.
const BOOLEAN = new Set(
  'hidden open disabled inert reversed required readOnly async defer loop controls default scoped seamless credentialless'.split(
    ' ',
  ),
);
const AS_TEXT = new Set(['value', 'draggable', 'focusable', 'spellCheck', 'contentEditable']);
const SKIPPED = new Set(['suppressHydrationWarning', 'suppressContentEditableWarning', 'ref', 'innerHTML', 'key']);
const OWN_RULES = new Set([
  'multiple',
  'muted',
  'capture',
  'download',
  'cols',
  'rows',
  'size',
  'span',
  'start',
  'action',
]);
const UNSAFE_URL =
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

// Each tag and attribute name is looked at once.
const tags = new Map<string, boolean>();
const plainTag = (tag: string): boolean => {
  let plain = tags.get(tag);
  if (plain === undefined) tags.set(tag, (plain = !LEFT_TO_REACT.has(tag) && TAG.test(tag)));
  return plain;
};
const names = new Map<string, string | null>();
const writtenName = (name: string): string | null => {
  let written = names.get(name);
  if (written === undefined) names.set(name, (written = RENAMED.get(name) ?? (PLAIN_NAME.test(name) ? name : null)));
  return written;
};

const ENTITIES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const SPECIAL = /["&'<>]/;
const SPECIALS = /["&'<>]/g;
const entity = (c: string): string => ENTITIES[c]!;

/** Text and attribute values as React escapes them. */
function escapeHtml(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return SPECIAL.test(text) ? text.replace(SPECIALS, entity) : text;
}

type Value = string | number | bigint | boolean | object | null | undefined;

/**
 * The HTML of `node`. `part` gives a shared part's HTML by name (shared-parts.ts), made with `make` the first time;
 * without it a part renders in place.
 */
export function renderStatic(node: ReactNode, part?: (name: string, make: () => ReactNode) => string): string {
  let out = '';
  // React writes a comment between two texts that would otherwise run together; an element's edge parts them too.
  let afterText = false;
  let svg = 0;

  const text = (value: string): void => {
    if (value === '') return;
    if (afterText) out += '<!-- -->';
    out += escapeHtml(value);
    afterText = true;
  };

  const attribute = (tag: string, name: string, value: Value): void => {
    if (SKIPPED.has(name)) return;
    if (name === 'style') {
      out += style(value);
      return;
    }
    const kind = typeof value;
    if (name === 'href' || name === 'src') {
      // React drops an empty address but on a link, where href="" is the page itself.
      if (value === '' && !(tag === 'a' && name === 'href')) return;
      if (kind === 'function' || kind === 'symbol' || kind === 'boolean') return;
      if (UNSAFE_URL.test(String(value))) throw new NotStatic(`a script address in ${name} on <${tag}>`);
      out += ` ${name}="${escapeHtml(value)}"`;
      return;
    }
    if (BOOLEAN.has(name)) {
      if (value && kind !== 'function' && kind !== 'symbol') out += ` ${name}=""`;
      return;
    }
    if (AS_TEXT.has(name)) {
      if (kind !== 'function' && kind !== 'symbol') out += ` ${name}="${escapeHtml(value)}"`;
      return;
    }
    if (OWN_RULES.has(name)) throw new NotStatic(`the attribute ${name} on <${tag}>`);
    if (name === 'rowSpan') {
      // React writes any row span that is a number or reads as one, true included.
      if (kind !== 'function' && kind !== 'symbol' && !Number.isNaN(Number(value)))
        out += ` rowSpan="${escapeHtml(value)}"`;
      return;
    }
    if (name.length > 2 && (name[0] === 'o' || name[0] === 'O') && (name[1] === 'n' || name[1] === 'N')) return;
    const written = writtenName(name);
    if (written === null) throw new NotStatic(`the attribute ${name} on <${tag}>`);
    if (kind === 'function' || kind === 'symbol') return;
    if (kind === 'boolean') {
      const prefix = written.slice(0, 5);
      // Only data- and aria- attributes write true and false; React drops any other boolean it does not know.
      if (prefix !== 'data-' && prefix !== 'aria-') return;
    }
    out += ` ${written}="${escapeHtml(value)}"`;
  };

  const host = (tag: string, props: Record<string, Value>): void => {
    const inSvgTitle = tag === 'title' && svg > 0;
    if (!inSvgTitle && !plainTag(tag)) throw new NotStatic(`the element <${tag}>`);
    out += `<${tag}`;
    let children: Value = null;
    let inner: Value = null;
    for (const name in props) {
      if (!Object.hasOwn(props, name)) continue;
      const value = props[name];
      if (value === null || value === undefined) continue;
      if (name === 'children') children = value;
      else if (name === 'dangerouslySetInnerHTML') inner = value;
      else attribute(tag, name, value);
    }
    out += '>';
    if (inner !== null) {
      if (children !== null || typeof inner !== 'object' || !('__html' in inner)) {
        throw new NotStatic(`dangerouslySetInnerHTML on <${tag}> as React refuses it`);
      }
      const html = (inner as { __html: unknown }).__html;
      if (html !== null && html !== undefined) out += String(html);
    }
    if (inSvgTitle) {
      // React writes a chart's title as the text of its one child.
      const only = Array.isArray(children) ? (children.length < 2 ? children[0] : null) : children;
      if (only !== null && only !== undefined) {
        if (typeof only === 'object' || typeof only === 'function' || typeof only === 'symbol') {
          throw new NotStatic('a <title> whose child is not text');
        }
        out += escapeHtml(only);
      }
    } else if (typeof children === 'string') out += escapeHtml(children);
    else {
      afterText = false;
      if (tag === 'svg') svg += 1;
      render(children as ReactNode);
      if (tag === 'svg') svg -= 1;
    }
    out += `</${tag}>`;
    afterText = false;
  };

  const render = (node: ReactNode): void => {
    if (node === null || node === undefined || typeof node === 'boolean') return;
    if (typeof node === 'string') return text(node);
    if (typeof node === 'number' || typeof node === 'bigint') return text(String(node));
    if (Array.isArray(node)) {
      for (const child of node) render(child as ReactNode);
      return;
    }
    const element = node as { $$typeof?: symbol; type?: unknown; props?: Record<string, Value> };
    if (typeof node !== 'object' || element.$$typeof !== ELEMENT) throw new NotStatic(`a child of type ${typeof node}`);
    const { type, props = {} } = element;
    if (typeof type === 'string') return host(type, props);
    if (type === Fragment) return render(props.children as ReactNode);
    if (type === SharedPart) {
      const { name, part: make } = props as unknown as { name: string | null; part: () => ReactNode };
      // Without parts given, a part renders in place, as SharedPart does without a provider.
      if (name === null || !part) return render(make());
      // A part's root is one element: nothing of it runs into the text around it.
      out += part(name, make);
      afterText = false;
      return;
    }
    if (
      typeof type === 'function' &&
      !(type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent
    ) {
      return render((type as (p: object) => ReactNode)(props));
    }
    throw new NotStatic('a component that is not a plain function');
  };

  render(node);
  return out;
}

/** A style attribute of text values (React adds units to numbers by a list of its own: those are left to it). */
function style(value: Value): string {
  if (typeof value !== 'object' || value === null) throw new NotStatic('a style that is not an object');
  let css = '';
  for (const name in value) {
    if (!Object.hasOwn(value, name)) continue;
    const v = (value as Record<string, unknown>)[name];
    if (v === null || v === undefined || typeof v === 'boolean' || v === '') continue;
    if (typeof v !== 'string' && v !== 0) throw new NotStatic(`the style ${name}: ${String(v)}`);
    const property = name.startsWith('--')
      ? escapeHtml(name)
      : escapeHtml(
          name
            .replace(/([A-Z])/g, '-$1')
            .toLowerCase()
            .replace(/^ms-/, '-ms-'),
        );
    css += `${css ? ';' : ''}${property}:${typeof v === 'string' ? escapeHtml(v.trim()) : '0'}`;
  }
  return css ? ` style="${css}"` : '';
}
