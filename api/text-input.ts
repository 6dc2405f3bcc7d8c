// Text as people type it can arrive in several Unicode forms ("é" as one code point or as "e" and
// a combining accent), and JSON escapes can carry half of a surrogate pair, which is not a
// character at all and cannot be stored as UTF-8. Every string of a body is checked and brought
// to NFC before the schemas see it, so one name is stored one way.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextResult = { ok: true; body: unknown } | { ok: false; field: string };

/**
 * NFC copy of the body; refuses the first top-level field holding a lone surrogate. The depth is already bounded
 * (json-guard.ts).
 */
export function normalizeText(body: unknown): TextResult {
  let bad: string | null = null;
  const walk = (value: unknown, field: string): unknown => {
    if (bad !== null) return value;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) {
        bad = field;
        return value;
      }
      return value.normalize('NFC');
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, field));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => {
          const key = walk(k, field === 'body' ? k : field);
          return [key as string, walk(v, field === 'body' ? k : field)];
        }),
      );
    }
    return value;
  };
  const normalized = walk(body, 'body');
  return bad === null ? { ok: true, body: normalized } : { ok: false, field: bad };
}
