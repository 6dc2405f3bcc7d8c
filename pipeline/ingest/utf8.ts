// Source files are UTF-8, with or without a byte order mark. A file in any other encoding is
// refused at the first place it breaks: decoding it with replacement characters would store
// "Pe\uFFFDa" for "Peña" in sources/ and generated/ without anyone noticing.
import { type Result, at, fail, ok } from '../result.ts';

const HOW_TO_FIX = 'save the file as UTF-8 (in Excel: "CSV UTF-8")';
const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Length of the valid UTF-8 sequence starting at `i`, or 0 when the bytes there are not one. */
function sequenceLength(b: Uint8Array, i: number): number {
  const c = b[i]!;
  if (c < 0x80) return 1;
  const [n, min, max] =
    c >= 0xc2 && c <= 0xdf
      ? [2, 0x80, 0xbf]
      : c === 0xe0
        ? [3, 0xa0, 0xbf]
        : c === 0xed
          ? [3, 0x80, 0x9f]
          : c >= 0xe1 && c <= 0xef
            ? [3, 0x80, 0xbf]
            : c === 0xf0
              ? [4, 0x90, 0xbf]
              : c === 0xf4
                ? [4, 0x80, 0x8f]
                : c >= 0xf1 && c <= 0xf3
                  ? [4, 0x80, 0xbf]
                  : [0, 0, 0];
  if (n === 0 || i + n > b.length) return 0;
  // The second byte has the narrowed range (no overlong forms, no surrogates, nothing past U+10FFFF).
  if (b[i + 1]! < min || b[i + 1]! > max) return 0;
  for (let k = 2; k < n; k++) if (b[i + k]! < 0x80 || b[i + k]! > 0xbf) return 0;
  return n;
}

function firstInvalid(b: Uint8Array): number {
  for (let i = 0; i < b.length;) {
    const n = sequenceLength(b, i);
    if (n === 0) return i;
    i += n;
  }
  return -1;
}

/** Decodes a whole file; on failure names the line and column of the first byte that is not UTF-8. */
export function decodeUtf8(bytes: Uint8Array, file: string): Result<string> {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const bom = bytes[0] === 0xff ? 'FF FE' : 'FE FF';
    return fail([
      {
        where: at(file, 1, 1),
        message: `encoding: expected UTF-8 text, found UTF-16 (byte order mark ${bom}); ${HOW_TO_FIX}`,
      },
    ]);
  }
  try {
    return ok(strict.decode(bytes));
  } catch {
    const bad = firstInvalid(bytes);
    const lineStart = bytes.lastIndexOf(0x0a, bad - 1) + 1;
    let line = 1;
    for (let i = 0; i < lineStart; i++) if (bytes[i] === 0x0a) line++;
    const column = strict.decode(bytes.subarray(lineStart, bad)).replace(/^\uFEFF/, '').length + 1;
    const lineEnd = bytes.indexOf(0x0a, bad);
    // Shown as Windows-1252/Latin-1 would read it, the usual encoding of such a file.
    const context = Buffer.from(
      bytes.subarray(Math.max(lineStart, bad - 30), Math.min(lineEnd === -1 ? bytes.length : lineEnd, bad + 20)),
    )
      .toString('latin1')
      .replace(/\r$/, '');
    const hex = `0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')}`;
    return fail([
      {
        where: at(file, line, column),
        message: `encoding: expected UTF-8 text, found the byte ${hex}, which is not UTF-8 (read as Latin-1/Windows-1252 the text around it is ${JSON.stringify(context)}); ${HOW_TO_FIX}`,
      },
    ]);
  }
}
