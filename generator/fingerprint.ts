// The digests the build's records keep: of each record of the site's data a page or data file read
// (record-digests.ts), of a page's context (its route, language, addresses and the site's settings)
// and of its reads with their digests (pages.ts, data-files.ts). A function in what is digested
// would hide the data it closes over, so one is accepted only when its inputs were declared
// (`declareInputs`, as the maps' shape lookups are), and any other stops the build.
//
// A value is never spelled out as text. Each object is written as 32-bit words (a kind, a size,
// its strings' characters, its numbers' bits, and each inner object's digest in place of that
// object) and hashed to 128 bits with MurmurHash3 x86_128. A digest must tell apart values that
// differ by accident, which 128 well-mixed bits do, and it must be cheap: a build that changed a
// file walks every record of it. Spelled out as JSON for SHA-256, the same walks took about twice
// as long.
import { noteRead, readMark, readsSince, settledReads } from '../engine/reads.ts';

const declared = new WeakMap<object, string>();

/** Names what a function given to a page depends on (the page context's `t` and `href` depend on language and base). */
export function declareInputs<F extends (...args: never[]) => unknown>(fn: F, ...inputs: unknown[]): F {
  declared.set(fn, JSON.stringify(inputs));
  return fn;
}

// What kind of value the next words are, so that no two kinds can be written as the same words.
const STRING = 1;
const NUMBER = 2;
const TRUE = 3;
const FALSE = 4;
const UNDEFINED = 5;
const NULL = 6;
const BIGINT = 7;
const SYMBOL = 8;
const DECLARED_FUNCTION = 9;
const COMPONENT = 10;
const ARRAY = 11;
const ELEMENT = 12;
const OBJECT = 13;
const MAP = 14;
const SET = 15;
const DIGEST = 16;

const rotl = (x: number, r: number): number => (x << r) | (x >>> (32 - r));

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

const C1 = 0x239b961b;
const C2 = 0xab0e9789 | 0;
const C3 = 0x38b34ae5;
const C4 = 0xa1e38b93 | 0;

/** MurmurHash3 x86_128 (seed 0) of `words[from, to)`, read as little-endian bytes; the result goes to `out`. */
export function murmur128(words: Int32Array, from: number, to: number, out: Int32Array): void {
  let h1 = 0;
  let h2 = 0;
  let h3 = 0;
  let h4 = 0;
  let i = from;
  for (; i + 4 <= to; i += 4) {
    h1 ^= Math.imul(rotl(Math.imul(words[i]!, C1), 15), C2);
    h1 = (Math.imul(rotl(h1, 19) + h2, 5) + 0x561ccd1b) | 0;
    h2 ^= Math.imul(rotl(Math.imul(words[i + 1]!, C2), 16), C3);
    h2 = (Math.imul(rotl(h2, 17) + h3, 5) + 0x0bcaa747) | 0;
    h3 ^= Math.imul(rotl(Math.imul(words[i + 2]!, C3), 17), C4);
    h3 = (Math.imul(rotl(h3, 15) + h4, 5) + 0x96cd1c35) | 0;
    h4 ^= Math.imul(rotl(Math.imul(words[i + 3]!, C4), 18), C1);
    h4 = (Math.imul(rotl(h4, 13) + h1, 5) + 0x32ac3b17) | 0;
  }
  // The tail: up to three words, each lane's key taken as MurmurHash3 takes a partial block.
  const left = to - i;
  if (left >= 3) h3 ^= Math.imul(rotl(Math.imul(words[i + 2]!, C3), 17), C4);
  if (left >= 2) h2 ^= Math.imul(rotl(Math.imul(words[i + 1]!, C2), 16), C3);
  if (left >= 1) h1 ^= Math.imul(rotl(Math.imul(words[i]!, C1), 15), C2);
  const bytes = (to - from) * 4;
  h1 ^= bytes;
  h2 ^= bytes;
  h3 ^= bytes;
  h4 ^= bytes;
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h3 = fmix(h3);
  h4 = fmix(h4);
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  out[0] = h1;
  out[1] = h2;
  out[2] = h3;
  out[3] = h4;
}

/** Where in the props a value was refused, filled in as the error passes back up the tree. */
class RefusedProp extends Error {
  readonly path: string[] = [];
}

// Objects holding more words than this are remembered by identity: a state's county list, the maps
// and the words reach many pages and are walked once per build.
const MEMO_OVER = 64;

const numberBits = new Float64Array(1);
const numberWords = new Int32Array(numberBits.buffer);

/** Fingerprints for one build: objects are memoised by identity, so the data must not change during the build. */
export type Fingerprint = (value: unknown, where?: string) => string;

export function fingerprinter(): Fingerprint {
  const memo = new WeakMap<object, Int32Array>();
  // What walking a memoised object read of the site's data (read-tracking.ts), noted again each time it is taken.
  const memoReads = new WeakMap<object, string[]>();
  // The words being written: an object's words go after its parent's, and give way to its digest when it is done.
  let words = new Int32Array(1 << 16);
  let end = 0;
  const scratch = new Int32Array(4);
  const room = (n: number): void => {
    if (end + n <= words.length) return;
    const more = new Int32Array(Math.max(words.length * 2, end + n));
    more.set(words);
    words = more;
  };
  const string = (kind: number, s: string): void => {
    const n = s.length;
    room(2 + ((n + 1) >> 1));
    words[end++] = kind;
    words[end++] = n;
    let i = 0;
    for (; i + 1 < n; i += 2) words[end++] = s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16);
    if (i < n) words[end++] = s.charCodeAt(i);
  };
  const word = (w: number): void => {
    if (end === words.length) room(1);
    words[end++] = w;
  };

  const write = (v: unknown): void => {
    switch (typeof v) {
      case 'string':
        return string(STRING, v);
      case 'number':
        numberBits[0] = v;
        room(3);
        words[end++] = NUMBER;
        words[end++] = numberWords[0]!;
        words[end++] = numberWords[1]!;
        return;
      case 'boolean':
        return word(v ? TRUE : FALSE);
      case 'undefined':
        return word(UNDEFINED);
      case 'bigint':
        return string(BIGINT, String(v));
      case 'symbol':
        return string(SYMBOL, v.description ?? '');
      case 'function': {
        const inputs = declared.get(v);
        if (inputs !== undefined) return string(DECLARED_FUNCTION, inputs);
        // A component (an element's type) is code, which the code hash covers; its name says which one.
        if (/^[A-Z]/.test(v.name)) return string(COMPONENT, v.name);
        throw new RefusedProp(
          `function ${v.name || '(anonymous)'} with no declared inputs; compute its result before rendering, or declare what it reads (declareInputs)`,
        );
      }
    }
    if (v === null) return word(NULL);
    const obj = v as object;
    let digest = memo.get(obj);
    const start = end;
    if (digest === undefined) {
      const mark = readMark();
      writeObject(obj);
      murmur128(words, start, end, scratch);
      if (end - start > MEMO_OVER) {
        memo.set(obj, scratch.slice());
        const reads = readsSince(mark);
        // Settled: a table walked whole is one key, noted again on every page that takes the object.
        if (reads.length) memoReads.set(obj, settledReads(reads));
      }
      digest = scratch;
    } else {
      const reads = memoReads.get(obj);
      if (reads) for (const read of reads) noteRead(read);
    }
    // The object's own words give way to its digest.
    end = start;
    room(5);
    words[end++] = DIGEST;
    words[end++] = digest[0]!;
    words[end++] = digest[1]!;
    words[end++] = digest[2]!;
    words[end++] = digest[3]!;
  };

  // A part's place is added to a refusal's path on its way out: the walk builds no path when nothing is refused.
  const placed = (error: unknown, place: () => string): never => {
    if (error instanceof RefusedProp) error.path.push(place());
    throw error;
  };

  const writeObject = (obj: object): void => {
    if (Array.isArray(obj)) {
      word(ARRAY);
      word(obj.length);
      let i = 0;
      try {
        for (; i < obj.length; i += 1) write(obj[i]);
      } catch (error) {
        placed(error, () => `[${i}]`);
      }
      return;
    }
    if (obj instanceof Map || obj instanceof Set) {
      word(obj instanceof Map ? MAP : SET);
      write([...obj]);
      return;
    }
    if (isElement(obj)) {
      word(ELEMENT);
      write(obj.type);
      write(obj.key);
      try {
        write(obj.props);
      } catch (error) {
        placed(error, () => `<${elementName(obj.type)}>`);
      }
      return;
    }
    const proto = Object.getPrototypeOf(obj) as object | null;
    if (proto !== Object.prototype && proto !== null) {
      const name = (proto.constructor as { name?: string } | undefined)?.name ?? '?';
      throw new RefusedProp(`a ${name} object; pages take plain data`);
    }
    word(OBJECT);
    // The count goes where the object's words start, once they are known: for...in reads each value
    // by its place in the object's layout, where Object.keys then a lookup by name goes through a
    // cache shared by every object shape.
    const count = end;
    word(0);
    let n = 0;
    let key = '';
    try {
      for (key in obj) {
        string(STRING, key);
        write((obj as Record<string, unknown>)[key]);
        n += 1;
      }
    } catch (error) {
      placed(error, () => `.${key}`);
    }
    words[count] = n;
  };

  return (value, where = 'page') => {
    end = 0;
    try {
      write(value);
    } catch (error) {
      if (!(error instanceof RefusedProp)) throw error;
      throw new Error(`page props at ${where}${error.path.reverse().join('')}: ${error.message}`, { cause: error });
    }
    murmur128(words, 0, end, scratch);
    let hex = '';
    for (const x of scratch) hex += (x >>> 0).toString(16).padStart(8, '0');
    return hex;
  };
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
