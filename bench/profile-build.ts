// CPU profiles of a build, summed by where the time goes. The build as users run it, main thread and
// page workers (each writes its own profile; tsx's hooks thread writes one too):
//   NODE_ENV=production node --cpu-prof --cpu-prof-dir=DIR --import tsx cli.ts build --variant hub
// or one variant's serial build from source on this thread:
//   node --cpu-prof --cpu-prof-dir=DIR --import tsx bench/profile-build.ts [variant]
// then `tsx bench/profile-build.ts --summary DIR/*.cpuprofile`. Each sample counts for the nearest
// frame (from the leaf up) of a known kind; frames of the compiled build (.cache/build, compiled.ts)
// are traced back to their source file by the `// path/file.ts` lines esbuild writes in the bundle.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const CATEGORIES: [string, (fn: string, src: string) => boolean][] = [
  ['idle, waiting', (fn) => fn === '(idle)'],
  ['GC', (fn) => fn === '(garbage collector)'],
  ["react-dom's server renderer", (_, src) => src.includes('/react-dom/') || src.includes('/react/')],
  ['page fingerprints, cache keys', (_, src) => /generator\/(fingerprint|cache)\.ts/.test(src)],
  ['page shell (Handlebars)', (_, src) => src.includes('/handlebars/')],
  [
    'writes (mkdir, write, rename, stat)',
    (fn, src) =>
      src.includes('generator/effects.ts') ||
      /^(mkdir|writeFileUtf8|writeString|writeBuffer|rename|stat|lstat|open|openFileHandle|close)$/.test(fn),
  ],
  ['self-check (pages read back, links)', (_, src) => src.includes('generator/self-check.ts')],
  [
    'generated/ read and checked (zod)',
    (_, src) => /generated-data|json-issues|generator\/data\.ts|\/zod\/|(^|\/)schema\//.test(src),
  ],
  ['maps (projection, national SVG)', (_, src) => /generator\/map|topojson|d3-geo|national-svg/.test(src)],
  ['compression (zlib)', (_, src) => src.includes('zlib')],
  ['search index, data files, assets', (_, src) => /generator\/(search-data|assets|index|hash)\.ts/.test(src)],
  [
    'module loading (tsx, ESM/CJS loaders)',
    (fn, src) =>
      /\/tsx\/|esbuild|generator\/compiled\.ts/.test(src) ||
      src.startsWith('node:internal/modules') ||
      fn === 'compileSourceTextModule',
  ],
  [
    'page elements (components, words, charts)',
    (_, src) => /(^|\/)(?:engine|states|i18n|browser|generator\/pages)\/|generator\/pages\.ts|\/i18next\//.test(src),
  ],
  ['worker messages', (fn, src) => /worker/.test(src) || /postMessage|receiveMessageOnPort/.test(fn)],
];

/** A compiled chunk's lines → the source file each came from (esbuild's `// browser/….tsx` markers). */
const bundleFiles = new Map<string, [number, string][]>();
function sourceOf(url: string, line: number): string {
  if (!url.includes('/.cache/build/')) return url;
  let marks = bundleFiles.get(url);
  if (!marks) {
    const path = fileURLToPath(url);
    marks = [];
    if (existsSync(path))
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          const m = /^\/\/ ((?:engine|states|i18n|api|browser|generator|pipeline|schema)\/\S+\.tsx?)$/.exec(text);
          if (m) marks!.push([i, m[1]!]);
        });
    bundleFiles.set(url, marks);
  }
  let file = url;
  for (const [i, f] of marks) {
    if (i > line) break;
    file = f;
  }
  return file;
}

export function summarise(profile: Profile): { what: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const kind = new Map<number, string>();
  const kindOf = (id: number): string => {
    const known = kind.get(id);
    if (known !== undefined) return known;
    let what = 'other (program, Node internals)';
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const { functionName, url, lineNumber } = byId.get(x)!.callFrame;
      const src = sourceOf(url, lineNumber);
      const hit = CATEGORIES.find(([, test]) => test(functionName, src));
      if (hit) {
        what = hit[0];
        break;
      }
    }
    kind.set(id, what);
    return what;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const what = kindOf(id);
    totals.set(what, (totals.get(what) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].map(([what, ms]) => ({ what, ms })).sort((a, b) => b.ms - a.ms);
}

if (process.argv[2] === '--summary') {
  for (const file of process.argv.slice(3)) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
    const rows = summarise(profile);
    const total = rows.reduce((a, r) => a + r.ms, 0);
    const span = (profile.endTime - profile.startTime) / 1e6;
    console.log(`${file}: ${(total / 1000).toFixed(1)} s profiled, the thread lived ${span.toFixed(1)} s`);
    for (const r of rows) console.log(`| ${r.what} | ${(r.ms / 1000).toFixed(2)} s |`);
  }
} else {
  const { buildVariant } = await import('../generator/index.ts');
  const { sitePlan } = await import('../generator/plan.ts');
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
