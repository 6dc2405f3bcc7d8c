// A CPU profile of one variant's cold build on this thread, summed by where the time goes:
// `node --cpu-prof --cpu-prof-dir=DIR --import tsx bench/profile-build.ts [variant]`, then
// `tsx bench/profile-build.ts --summary DIR/*.cpuprofile`. (The page renderers in worker threads
// write profiles of their own; the serial build puts all the work on one thread, to compare.)
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const CATEGORIES: [string, (fn: string, url: string) => boolean][] = [
  ['idle, waiting', (fn) => fn === '(idle)' || fn === '(program)'],
  ['GC', (fn) => fn === '(garbage collector)'],
  ["i18next's interpolation and lookup", (_, url) => url.includes('/i18next/')],
  ["react-dom's server renderer", (_, url) => url.includes('/react-dom/') || url.includes('/react/')],
  [
    'file system (mkdir, write, stat, rename)',
    (fn, url) =>
      url.startsWith('node:fs') || url.startsWith('node:internal/fs') || /^(mkdir|write|stat|rename|open)/.test(fn),
  ],
  ['compression (zlib)', (_, url) => url.includes('zlib')],
  ['county charts', (_, url) => url.includes('county-charts') || url.includes('/components/charts/')],
  ['cache keys (fingerprints, hashes)', (_, url) => url.includes('fingerprint.ts') || url.includes('cache.ts')],
  ['translations (site/i18n)', (_, url) => url.includes('/site/i18n/')],
  ['page shell (Handlebars)', (_, url) => url.includes('/handlebars/')],
  ['module loading (tsx, esbuild)', (_, url) => url.includes('/tsx/') || url.includes('/esbuild/')],
];

export function summarise(profile: Profile): { what: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const totals = new Map<string, number>();
  for (const [id, ms] of self) {
    const { functionName, url } = byId.get(id)!.callFrame;
    const what = CATEGORIES.find(([, test]) => test(functionName, url))?.[0] ?? 'other (pages, components, build)';
    totals.set(what, (totals.get(what) ?? 0) + ms);
  }
  return [...totals].map(([what, ms]) => ({ what, ms })).sort((a, b) => b.ms - a.ms);
}

if (process.argv[2] === '--summary') {
  for (const file of process.argv.slice(3)) {
    const rows = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile);
    const total = rows.reduce((a, r) => a + r.ms, 0);
    console.log(`${file}: ${(total / 1000).toFixed(1)} s profiled`);
    for (const r of rows) console.log(`| ${r.what} | ${(r.ms / 1000).toFixed(2)} s |`);
  }
} else {
  const { buildVariant } = await import('../pipeline/build/index.ts');
  const { sitePlan } = await import('../pipeline/build/plan.ts');
  const variant = (process.argv[2] ?? 'hub') as 'hub';
  const root = process.cwd();
  // A fresh folder, so the profile holds the build alone (not the removal of an old one).
  const opts = {
    ...sitePlan(root, process.env)[variant],
    workers: 0,
    outDir: join(mkdtempSync(join(tmpdir(), 'prof-')), variant),
  };
  const report = await buildVariant(opts);
  console.log(`${variant}: ${report.pages} pages in ${(report.ms / 1000).toFixed(2)} s`);
}
