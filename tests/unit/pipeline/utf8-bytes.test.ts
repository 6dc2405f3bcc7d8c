// An import encodes each large planned file once, for the comparison with the disk, the record and the write.
import { describe, expect, it } from 'vitest';
import { keptUtf8, utf8Bytes } from '../../../pipeline/shared/utf8-bytes.ts';

const large = (name: string) => `{"name":"${name}","county":"Cañón"}\n`.repeat(4_000);

describe('a large text encoded once', () => {
  it('gives the UTF-8 bytes, the same Buffer each time for the same large text', () => {
    const text = large('Doña Ana');
    const bytes = utf8Bytes(text);
    expect(bytes.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(bytes.toString('utf8')).toBe(text);
    expect(utf8Bytes(text)).toBe(bytes);
    expect(keptUtf8(text)).toBe(bytes);
    // An equal text built apart is the same text.
    expect(utf8Bytes([...text].join(''))).toBe(bytes);
  });

  it('keeps no short text and only the last large ones, each still encoded right', () => {
    expect(keptUtf8('ñ')).toBeUndefined();
    expect(utf8Bytes('ñ').equals(Buffer.from([0xc3, 0xb1]))).toBe(true);
    const first = large('first');
    utf8Bytes(first);
    for (let i = 0; i < 20; i++) utf8Bytes(large(`other ${i}`));
    expect(keptUtf8(first)).toBeUndefined();
    expect(utf8Bytes(first).equals(Buffer.from(first, 'utf8'))).toBe(true);
  });
});
