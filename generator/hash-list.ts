// The site's `_hashes` file: the SHA-256 of each bundled script, whose name carries the bundler's
// own hash rather than one a server can recompute. `serve` checks a script against it before it
// sends it as immutable (generator/serve/hashed-names.ts); `sha256sum -c _hashes` checks a copy.
import { createHash } from 'node:crypto';

/** The build's instruction file listing the bundled scripts' SHA-256, never served. */
export const HASHES_FILE = '_hashes';

export const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** `_hashes` as sha256sum writes it: `<hex>  <path>` per line. */
export function hashesFile(files: Record<string, string>): string {
  return Object.keys(files)
    .sort()
    .map((rel) => `${files[rel]}  ${rel}\n`)
    .join('');
}

export function parseHashes(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    if (m) out.set(m[2]!, m[1]!);
  }
  return out;
}
