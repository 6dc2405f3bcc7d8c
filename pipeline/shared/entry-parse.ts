// A state's units file (4 MB) is parsed by each build of its site. Decoded whole, a few accented Spanish names made it
// one string of two bytes a character, slow to decode and to parse, where most counties are plain ASCII. Parsed county
// by county from its bytes, each county's text is decoded as what it is, and JSON.parse gives the same value: the
// same keys in the same order, the same values.
import { isAscii } from 'node:buffer';
import { entryRanges } from './entry-digests.ts';

/**
 * The value JSON.parse gives of `bytes` (a file laid out as toRecordJson writes it, `container` its last top-level
 * key), parsed entry by entry; undefined where the layout is another (then parse the whole text). `lazy`: each entry
 * is parsed when first read (or replaced when first set), so a build that reads one county's units parses that
 * county's text alone; the keys, their order and every value read are JSON.parse's.
 */
export function parseByEntry(bytes: Buffer, container: string, lazy = false): unknown {
  const ranges = entryRanges(bytes, container);
  // The container last: what follows its closing line is the file's.
  if (!ranges || bytes.toString('latin1', ranges.close) !== '\n  }\n}\n') return undefined;
  if (ranges.entries.some((e) => e.key === '__proto__')) return undefined;
  const top = JSON.parse(`${bytes.toString('utf8', 0, ranges.open)}}}`) as Record<string, unknown>;
  const entries = top[container] as Record<string, unknown>;
  for (const { key, value, end } of ranges.entries) {
    const text = bytes.subarray(value, end);
    if (lazy) parsedWhenRead(entries, key, text);
    else entries[key] = parsed(text);
  }
  return top;
}

const parsed = (text: Buffer): unknown => JSON.parse(isAscii(text) ? text.toString('latin1') : text.toString('utf8'));

/** `key` of `entries` as an accessor that becomes the parsed value (a plain property) when first read or set. */
function parsedWhenRead(entries: Record<string, unknown>, key: string, text: Buffer): void {
  const settle = (value: unknown): unknown => {
    Object.defineProperty(entries, key, { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  Object.defineProperty(entries, key, {
    get: () => settle(parsed(text)),
    set: settle,
    enumerable: true,
    configurable: true,
  });
}
