// Reading files that may be missing. Every write of the rates commands goes through journal.ts.
import { readFileSync } from 'node:fs';
import { type Result, fail, ok } from '../result.ts';
import { decodeUtf8 } from './utf8.ts';
import { type FileContent, contentBytes } from '../shared/utf8-bytes.ts';

/**
 * `read()` (a read on this thread), or `fallback` where it throws: a folder or file that is not there. The commands
 * read a few dozen files one after another; through libuv's pool each read cost a wait of a few milliseconds.
 */
export function readOr<T, F>(read: () => T, fallback: F): T | F {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Reads a file as text, or undefined when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | undefined> {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Whether the file holds exactly `text` (as UTF-8); false when it does not exist. Compared as bytes: decoding a
 * generated 4 MB JSON file into a string took five times as long as reading it and encoding `text` (70 ms against 15).
 */
export function fileHolds(path: string, content: FileContent, read?: Buffer): boolean {
  let bytes: Buffer;
  try {
    // `read`: the bytes as this command read them moments ago (a planner checking what it holds), not read again.
    bytes = read ?? readFileSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  const want = contentBytes(content);
  return bytes.length === want.length && bytes.equals(want);
}

/**
 * Reads a source file that must be UTF-8 (named `file` in messages); undefined when it does not exist. Read on this
 * thread: the commands read a few dozen small tables one after another, and each trip through libuv's pool cost more
 * waiting than reading.
 */
export async function readSourceText(path: string, file: string): Promise<Result<string> | undefined> {
  const read = readSourceFile(path, file);
  return read && (read.ok ? ok(read.value.text) : read);
}

/** readSourceText with the bytes the text was decoded from. */
export function readSourceFile(path: string, file: string): Result<{ bytes: Buffer; text: string }> | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const text = decodeUtf8(bytes, file);
  return text.ok ? ok({ bytes, text: text.value }) : fail(text.errors);
}
