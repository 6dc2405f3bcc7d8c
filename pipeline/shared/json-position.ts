// Where a value sits in a JSON text, so a finding on parsed data can name `file:line:column`.
// A small scanner rather than a parser with positions: the text has already parsed, so it only
// has to walk objects and arrays down the path and skip everything else.

export interface Position {
  line: number;
  column: number;
}

/** Line and column (1-based) of the value at `path`, or of the deepest part of it that exists. */
export function jsonPosition(text: string, path: readonly PropertyKey[]): Position | null {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const space = (): void => {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
  };
  const readString = (): string => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const skipValue = (): void => {
    space();
    const c = text[i];
    if (c === '"') return void readString();
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i += 1;
      space();
      while (text[i] !== close && i < text.length) {
        if (c === '{') {
          readString();
          space();
          i += 1; // the colon
        }
        skipValue();
        space();
        if (text[i] === ',') i += 1;
        space();
      }
      i += 1;
      return;
    }
    while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i += 1;
  };
  /** Moves to the value of `key` in the object or array at i; false when it has none. */
  const enter = (key: PropertyKey): boolean => {
    space();
    const c = text[i];
    if (c !== '{' && c !== '[') return false;
    i += 1;
    for (let index = 0; ; index += 1) {
      space();
      if (text[i] === '}' || text[i] === ']' || i >= text.length) return false;
      let match: boolean;
      if (c === '{') {
        match = readString() === String(key);
        space();
        i += 1;
      } else match = String(index) === String(key);
      space();
      if (match) return true;
      skipValue();
      space();
      if (text[i] === ',') i += 1;
    }
  };
  space();
  for (const key of path) {
    const before = i;
    if (!enter(key)) {
      i = before;
      break;
    }
  }
  space();
  const lines = text.slice(0, i).split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}
