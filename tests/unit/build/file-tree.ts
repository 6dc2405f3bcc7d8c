// Every file under a folder with its bytes, keyed by path relative to it: two builds compared whole.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export function fileTree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}
