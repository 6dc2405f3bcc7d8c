// A planned file of generated/ is a string, and an import compared it with the disk, hashed it for the record of
// checked files and wrote it, each step encoding it to UTF-8 again: for a state's 4 MB units file (a text with a few
// accented names, so two bytes a character in memory) about a twentieth of a second each time. The bytes of the
// large texts in hand are kept, so each is encoded once.

/**
 * A planned file's content: its text, or its UTF-8 bytes where a planner put them whole
 * (registry/kinds/units-splice.ts), whose text no step of an import needs.
 */
export type FileContent = string | Buffer;

/** The bytes of a planned file's content (kept, for a large text: utf8Bytes). */
export const contentBytes = (content: FileContent): Buffer =>
  typeof content === 'string' ? utf8Bytes(content) : content;

/** The text of a planned file's content, decoded where it is held as bytes. */
export const contentText = (content: FileContent): string =>
  typeof content === 'string' ? content : content.toString('utf8');

/** Shorter texts are encoded each time: quicker than keeping them. */
const LARGE = 1 << 16;
/** The most large texts kept: an import plans a few files of that size. */
const KEEP = 8;
const kept = new Map<string, Buffer>();

/**
 * The UTF-8 bytes of `text`, the same Buffer for the same large text while it is among the last KEEP asked for.
 * Never to be written into: another caller may hold it.
 */
export function utf8Bytes(text: string): Buffer {
  if (text.length < LARGE) return Buffer.from(text, 'utf8');
  const known = kept.get(text);
  if (known) return known;
  const bytes = Buffer.from(text, 'utf8');
  kept.set(text, bytes);
  if (kept.size > KEEP) kept.delete(kept.keys().next().value!);
  return bytes;
}

/** Keeps `bytes` as the UTF-8 of `text` (read from a file, so `text` is their decoding): nothing encodes it again. */
export function keepBytes(text: string, bytes: Buffer): void {
  if (text.length < LARGE) return;
  kept.set(text, bytes);
  if (kept.size > KEEP) kept.delete(kept.keys().next().value!);
}

/** The bytes of `text` when they are kept already (utf8Bytes), for a reader that would not keep them itself. */
export const keptUtf8 = (text: string): Buffer | undefined => kept.get(text);

/** Encodes `text` now and keeps its bytes when it is large, for the steps about to take them; a short one is left. */
export function keepUtf8(text: string): void {
  if (text.length >= LARGE) utf8Bytes(text);
}
