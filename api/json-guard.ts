// The shape of a JSON body, checked on its text before anything parses or walks it: a body of
// 16 KB can still nest 5,000 levels deep, and every recursive step after that (schema checks,
// JSON.stringify of an error) would overflow the stack. No body the forms send comes near these.
export const JSON_LIMITS = { depth: 8, values: 256 } as const;

export type ShapeProblem = 'too_deep' | 'too_many_values' | null;

/** One pass over the text, no recursion: nesting depth and a count of values (elements and members). */
export function jsonShapeProblem(text: string, limits: { depth: number; values: number } = JSON_LIMITS): ShapeProblem {
  let depth = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limits.depth) return 'too_deep';
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if (c === 0x2c && ++values > limits.values) return 'too_many_values';
  }
  return null;
}
