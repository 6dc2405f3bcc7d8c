// A page's cache key is the fingerprint of what it is rendered from: the React element tree
// before rendering (every component and the props it is given), so no input can be left out of a
// hand-kept list. Components only see their props and the code (hashed apart, cache.ts); a
// function in the props would hide the data it closes over, so one is accepted only when its
// inputs were declared (`declareInputs`), and any other stops the build.
import { createHash } from 'node:crypto';

const declared = new WeakMap<object, string>();

/** Names what a function given to a page depends on (the page context's `t` and `href` depend on language and base). */
export function declareInputs<F extends (...args: never[]) => unknown>(fn: F, ...inputs: unknown[]): F {
  declared.set(fn, JSON.stringify(inputs));
  return fn;
}

// Subtrees longer than this are replaced by their digest, so an object shared by many pages (a
// state's county list, the maps) is serialised once per build.
const DIGEST_OVER = 2048;

/** Fingerprints for one build: objects are memoised by identity, so the data must not change during the build. */
export function fingerprinter(): (value: unknown, where?: string) => string {
  const memo = new WeakMap<object, string>();
  const text = (v: unknown, where: string): string => {
    switch (typeof v) {
      case 'string':
        return JSON.stringify(v);
      case 'number':
        return Number.isFinite(v) ? String(v) : `#${String(v)}`;
      case 'boolean':
        return v ? 'true' : 'false';
      case 'undefined':
        return 'u';
      case 'bigint':
        return `${v}n`;
      case 'symbol':
        return `@${v.description ?? ''}`;
      case 'function': {
        const inputs = declared.get(v);
        if (inputs !== undefined) return `f${inputs}`;
        // A component (an element's type) is code, which the code hash covers; its name says which one.
        if (/^[A-Z]/.test(v.name)) return `c${v.name}`;
        throw new Error(
          `page props at ${where}: function ${v.name || '(anonymous)'} with no declared inputs; compute its result before rendering, or declare what it reads (declareInputs)`,
        );
      }
    }
    if (v === null) return 'n';
    const obj = v as object;
    const known = memo.get(obj);
    if (known !== undefined) return known;
    let out: string;
    if (Array.isArray(obj)) {
      out = `[${obj.map((x, i) => text(x, `${where}[${i}]`)).join(',')}]`;
    } else if (obj instanceof Map) {
      out = `M${text([...obj.entries()], where)}`;
    } else if (obj instanceof Set) {
      out = `S${text([...obj], where)}`;
    } else if (isElement(obj)) {
      out = `<${text(obj.type, where)} ${text(obj.key, where)} ${text(obj.props, `${where}<${elementName(obj.type)}>`)}>`;
    } else {
      const proto = Object.getPrototypeOf(obj) as object | null;
      if (proto !== Object.prototype && proto !== null) {
        const name = (proto.constructor as { name?: string } | undefined)?.name ?? '?';
        throw new Error(`page props at ${where}: a ${name} object; pages take plain data`);
      }
      const parts: string[] = [];
      for (const key of Object.keys(obj)) {
        parts.push(`${JSON.stringify(key)}:${text((obj as Record<string, unknown>)[key], `${where}.${key}`)}`);
      }
      out = `{${parts.join(',')}}`;
    }
    if (out.length > DIGEST_OVER) out = `#${createHash('sha256').update(out).digest('base64')}`;
    memo.set(obj, out);
    return out;
  };
  return (value, where = 'page') => createHash('sha256').update(text(value, where)).digest('hex').slice(0, 32);
}

interface ElementLike {
  $$typeof: symbol;
  type: unknown;
  key: unknown;
  props: unknown;
}

function isElement(v: object): v is ElementLike {
  return typeof (v as { $$typeof?: unknown }).$$typeof === 'symbol' && 'props' in v;
}

function elementName(type: unknown): string {
  return typeof type === 'function' ? type.name : String(type);
}
