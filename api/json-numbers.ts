// JSON.parse turns a number too large for a double (1e999) into Infinity, and JSON.stringify
// then writes it as null: a refusal built from the parsed body would say "found null". The
// number is found again in the text, so the message can show what was sent.

/** A JSON text's tokens that matter here; whitespace, commas and true/false/null fall between them. */
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[{}[\]:]/g;

/** Longest part of a literal a message shows (a body may hold 16 KB of digits). */
const SHOWN = 40;

export interface Overflow {
  /** The top-level field holding the number ('body' when the body is not an object). */
  field: string;
  /** The number as sent, cut to SHOWN characters. */
  literal: string;
}

/** The first number of a (valid) JSON text that is too large to represent, or null. */
export function overflowingNumber(text: string): Overflow | null {
  let depth = 0;
  let field = 'body';
  let last = '';
  for (const [token] of text.matchAll(TOKEN)) {
    const first = token[0]!;
    if (first === '{' || first === '[') depth++;
    else if (first === '}' || first === ']') depth--;
    else if (first === ':') {
      if (depth === 1) field = JSON.parse(last) as string;
    } else if (first !== '"' && !Number.isFinite(Number(token))) {
      const literal = token.length > SHOWN ? `${token.slice(0, SHOWN - 3)}...` : token;
      return { field: depth === 0 ? 'body' : field, literal };
    }
    last = token;
  }
  return null;
}
