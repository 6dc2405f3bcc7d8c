// A state's units file holds every county's units, and one unit's new rate changes its bytes. Written by
// toRecordJson, each county is a run of lines of its own, so a county's text, hashed natively, tells whether that
// county changed: a build then walks that county's records again and takes the others' digests from the last build
// (generator/record-digests.ts), and emit checks that county's units alone against the schema (emit/units-check.ts).
// A build also parses the file county by county (entry-parse.ts).
import { createHash } from 'node:crypto';

const COMMA = 44;

/** One entry of the container: its key, where its text starts (its line break), its value starts and both end. */
export interface EntryRange {
  key: string;
  start: number;
  value: number;
  /** Before the comma that says another entry follows, if any. */
  end: number;
}

/**
 * Each entry of the top-level object `container`, in the file's order, in a file laid out as toRecordJson and toJson
 * write it (two spaces per level: the container's line at two, each entry's first line at four), as a string or as
 * its UTF-8 bytes (offsets then count bytes); `close`, where the container's closing line starts. Null where the text
 * is laid out otherwise.
 */
export function entryRanges(
  text: string | Buffer,
  container: string,
): { open: number; entries: EntryRange[]; close: number } | null {
  const open = `\n  ${JSON.stringify(container)}: {\n`;
  const at = text.indexOf(open);
  if (at < 0) return null;
  const first = at + open.length - 1;
  // The container's closing brace is the first line at two spaces after it: deeper lines are indented further, and no
  // string holds a line break.
  const end = text.indexOf('\n  }', first);
  if (end < 0) return null;
  const entries: EntryRange[] = [];
  const seen = new Set<string>();
  const slice = (from: number, to: number): string =>
    typeof text === 'string' ? text.slice(from, to) : text.toString('utf8', from, to);
  let start = first;
  while (start < end) {
    const next = text.indexOf('\n    "', start + 1);
    const stop = next < 0 || next > end ? end : next;
    const keyEnd = text.indexOf('": ', start + 6);
    if (slice(start, start + 6) !== '\n    "' || keyEnd < 0 || keyEnd > stop) return null;
    const key = slice(start + 6, keyEnd);
    // A key with an escape, or given twice, is not read here as JSON.parse reads it.
    if (key.includes('\\') || seen.has(key)) return null;
    seen.add(key);
    const last = (typeof text === 'string' ? text.charCodeAt(stop - 1) : text[stop - 1]) === COMMA ? stop - 1 : stop;
    entries.push({ key, start, value: keyEnd + 3, end: last });
    start = stop;
  }
  return { open: first, entries, close: end };
}

/**
 * The sha256 of the text of each entry of the top-level object `container`, by its key (entryRanges), as a string or
 * as its UTF-8 bytes (the same digests). Null where the text is laid out otherwise.
 */
export function entryDigests(text: string | Buffer, container: string): Record<string, string> | null {
  const ranges = entryRanges(text, container);
  if (!ranges) return null;
  const out: Record<string, string> = {};
  for (const { key, start, end } of ranges.entries)
    out[key] = createHash('sha256')
      .update(typeof text === 'string' ? text.slice(start, end) : text.subarray(start, end))
      .digest('hex');
  return out;
}
