// Compares two full builds page by page: `tsx bench/compare-dist.ts BEFORE_DIR AFTER_DIR`.
// Content-hashed names (assets, data files) are normalised in paths and contents, so a change in
// a script's bytes alone does not count; the .br/.gz copies and the build cache are left out.
// Exits 1 and lists the files that differ, were added or went missing.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const HASHED = /-[0-9a-f]{10}(\.(?:js|css|svg|json))/g;
const BUNDLED = /-[A-Z0-9]{8}\.js/g;
const normal = (s: string): string => s.replace(HASHED, '-#$1').replace(BUNDLED, '-#.js');

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.build-cache') walk(p);
      } else if (!/\.(br|gz)$/.test(entry.name)) {
        let key = normal(relative(dir, p));
        // Script chunks differ only by hash: each is told apart by its (normalised) content.
        if (key.startsWith('assets/chunk-'))
          key += `#${createHash('sha256')
            .update(normal(readFileSync(p, 'utf8')))
            .digest('hex')
            .slice(0, 12)}`;
        out.set(key, p);
      }
    }
  };
  walk(dir);
  return out;
}

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: tsx bench/compare-dist.ts BEFORE_DIR AFTER_DIR');
  process.exit(2);
}
const a = files(before);
const b = files(after);
const missing = [...a.keys()].filter((k) => !b.has(k));
const added = [...b.keys()].filter((k) => !a.has(k));
const differing: string[] = [];
let same = 0;
for (const [k, pa] of a) {
  const pb = b.get(k);
  if (!pb) continue;
  const ta = readFileSync(pa);
  const tb = readFileSync(pb);
  if (ta.equals(tb) || normal(ta.toString('utf8')) === normal(tb.toString('utf8'))) same += 1;
  else differing.push(k);
}
const list = (label: string, xs: string[]): void => {
  if (!xs.length) return;
  console.log(`${label} (${xs.length}):`);
  for (const x of xs.slice(0, 40)) console.log(`  ${x}`);
  if (xs.length > 40) console.log(`  … and ${xs.length - 40} more`);
};
console.log(`${same} of ${a.size} files identical (hashed names normalised)`);
list('differ', differing);
list('missing after', missing);
list('added after', added);
process.exit(differing.length || missing.length || added.length ? 1 : 0);
