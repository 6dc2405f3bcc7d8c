// A mini Florida site (its home, the county directory and three county pages, in both languages)
// and one New York county page
// built in memory and compared with the reviewed copy in tests/golden/mini-site/. A page that
// changes fails here with its diff, and the new pages land in tests/golden/mini-site-changed/ to
// read whole; once the change is right, `UPDATE_GOLDEN=1 npx vitest run tests/unit/build/mini-site-golden.test.ts`
// makes them the reviewed copy, and still fails, naming the pages it rewrote, so that a person reads
// `git diff tests/golden/mini-site` before committing it (it passes when nothing changed).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { memoryEffects } from '../../../generator/effects.ts';
import { buildVariant } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { smallSite } from './small-site.ts';

const root = process.cwd();
const GOLDEN = join(root, 'tests/golden/mini-site');
const CHANGED = join(root, 'tests/golden/mini-site-changed');
// A large county with a charted history, the smallest county, and a neighbour of neither.
const COUNTIES = ['liberty', 'miami-dade', 'alachua'];
const KINDS = new Set(['home', 'directory', 'county']);

/**
 * Hashed asset and data names change with any code change; the golden copy is about the pages.
 * One tag per line and the islands' props one field per line, so a diff points at what changed.
 */
const normalize = (html: string): string =>
  html
    .replace(/(\/(?:assets|data)\/[a-z0-9-]+?)-[A-Za-z0-9]{8,}(\.[a-z]+)/g, '$1-HASH$2')
    .replace(
      /(<script type="application\/json"[^>]*>)([^<]*)(<\/script>)/g,
      (_, open: string, json: string, close: string) =>
        `${open}\n${JSON.stringify(JSON.parse(json), null, 1).replace(/</g, '\\u003c')}\n${close}`,
    )
    .replace(/></g, '>\n<');

// One New York county outside New York City: its page carries the town, village and school district builder.
const NY_COUNTIES = ['erie'];

async function miniSite(): Promise<Map<string, string>> {
  const site = loadSiteData(root);
  const plan = sitePlan(root, { NODE_ENV: 'production' });
  const build = async (state: 'fl' | 'ny', counties: string[], kinds: Set<string>, prefix: string) => {
    const opts = { ...plan[state], routes: (r: { kind: string }) => kinds.has(r.kind) };
    const fx = memoryEffects();
    await buildVariant(opts, fx, smallSite(site, state, counties));
    return [...fx.files]
      .filter(([p]) => p.endsWith('.html'))
      .map(([p, f]): [string, string] => [join(prefix, relative(opts.outDir, p)), normalize(String(f))]);
  };
  return new Map([
    ...(await build('fl', COUNTIES, KINDS, '')),
    ...(await build('ny', NY_COUNTIES, new Set(['county']), 'ny')),
  ]);
}

function readFolder(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p, 'utf8'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

function writeFolder(dir: string, files: Map<string, string>): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [rel, text] of files) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
}

/** The pages added, removed or changed between two copies, by name. */
function changedPages(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((rel) => before.get(rel) !== after.get(rel)).sort();
}

describe('golden mini site: Florida, three counties, and one New York county, both languages', () => {
  it('builds the same pages as the reviewed copy', async () => {
    const built = await miniSite();
    expect(built.size).toBe(2 * (2 + COUNTIES.length + NY_COUNTIES.length));
    if (process.env.UPDATE_GOLDEN) {
      // Compared with the copy as it was, before writing: a run that rewrites the copy cannot pass.
      const changed = changedPages(readFolder(GOLDEN), built);
      if (changed.length > 0) writeFolder(GOLDEN, built);
      rmSync(CHANGED, { recursive: true, force: true });
      expect(
        changed,
        'UPDATE_GOLDEN rewrote these pages of tests/golden/mini-site: read the diff, then commit',
      ).toEqual([]);
      return;
    }
    const golden = readFolder(GOLDEN);
    const same = built.size === golden.size && [...built].every(([rel, text]) => golden.get(rel) === text);
    if (same) rmSync(CHANGED, { recursive: true, force: true });
    else writeFolder(CHANGED, built);
    expect([...built.keys()].sort()).toEqual([...golden.keys()].sort());
    for (const [rel, text] of built) expect.soft(text, rel).toBe(golden.get(rel));
  });
});
