// Every file under a folder with its bytes, keyed by path relative to it: two builds compared whole.
// A build cache's page stamps hold the time each page was written, which no two builds share: the size
// is kept from each, the time left out.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

function withoutTimes(cache: Buffer): Buffer {
  const parsed = JSON.parse(cache.toString('utf8')) as { pages?: Record<string, { seen?: { stamp: string } }> };
  for (const page of Object.values(parsed.pages ?? {}))
    if (page.seen) page.seen.stamp = page.seen.stamp.replace(/:.*/, ':(time)');
  return Buffer.from(JSON.stringify(parsed));
}

export function fileTree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      const rel = relative(dir, p);
      if (e.isDirectory()) walk(p);
      else if (/^\.build-cache\/[a-z]+\.json$/.test(rel)) out.set(rel, withoutTimes(readFileSync(p)));
      else out.set(rel, readFileSync(p));
    }
  };
  walk(dir);
  return out;
}
