// The build against its peer and its budgets: the hub's cold build beside Eleventy's (paired runs,
// median ratio), all five sites cold, a rebuild with nothing changed, a rebuild after one county's
// rate changed, and page weights. Build times are whole processes, as `npm run build` runs.
import { median as middle } from '../engine/median.ts';
import { STATE_CODES } from '../schema/codes.ts';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildVariant } from '../generator/index.ts';
import { loadSiteData, type SiteData } from '../generator/data.ts';
import { readerChecks } from '../generator/reader-checks.ts';
import { readdirSync } from 'node:fs';
import { PAGE_BUDGETS, brotliSize, countyPages, pageWeight } from '../generator/page-weight.ts';
import { ALL_VARIANTS, sitePlan } from '../generator/plan.ts';

const KB = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean): string => (ok ? 'OK' : 'OVER BUDGET');
const PAIRS = 5;
/** Against Eleventy's peer, whole process: with .cache/ kept, and a fresh clone's first build. */
const HUB_RATIO_BUDGET = { kept: 1.0, fresh: 1.5 };
const ALL_COLD_BUDGET_S = 10;
const NO_CHANGE_BUDGET_S = 1;

/** A command's whole-process wall time in seconds, and what it printed. */
function timed(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { s: number; out: string; err: string } {
  const started = performance.now();
  const run = spawnSync(command, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const s = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${run.status}): ${run.stderr}`);
  return { s, out: run.stdout, err: run.stderr };
}

const median = (xs: number[]): number => middle(xs) ?? Number.NaN;

/** The build as `npm run build` runs it (`node cli.mjs build`): a new process, NODE_ENV=production. */
const cliBuild = (variant: string): { s: number; out: string; err: string } =>
  timed(process.execPath, ['cli.mjs', 'build', '--variant', variant], {
    ...process.env,
    NODE_ENV: 'production',
  });

/** GNU time, where installed, gives a process's peak memory (its worker threads included). */
const GNU_TIME = '/usr/bin/time';
const HUB_MEMORY_BUDGET_MIB = 300;

// GNU time's last line: peak memory, and CPU seconds in user and kernel mode (every thread and child process).
const MEASURED = ['-f', 'measured: peak-kib %M cpu %U %S'];
const measuredOf = (err: string): { mib: number | null; cpu: number | null } => {
  const m = /measured: peak-kib (\d+) cpu ([\d.]+) ([\d.]+)/.exec(err);
  return m ? { mib: Number(m[1]) / 1024, cpu: Number(m[2]) + Number(m[3]) } : { mib: null, cpu: null };
};

/** The hub's cold build with its peak resident memory in MiB and its CPU seconds (null without GNU time). */
function hubBuildMeasured(): { s: number; mib: number | null; cpu: number | null } {
  if (!existsSync(GNU_TIME)) return { ...cliBuild('hub'), mib: null, cpu: null };
  const run = timed(GNU_TIME, [...MEASURED, process.execPath, 'cli.mjs', 'build', '--variant', 'hub'], {
    ...process.env,
    NODE_ENV: 'production',
  });
  return { s: run.s, ...measuredOf(run.err) };
}

/** Eleventy's peer script, with its CPU seconds where GNU time is installed (its data preparation included). */
const peerMeasured = (peer: string): { s: number; out: string; cpu: number | null } => {
  if (!existsSync(GNU_TIME)) return { ...timed('bash', [peer]), cpu: null };
  const run = timed(GNU_TIME, [...MEASURED, 'bash', peer]);
  return { s: run.s, out: run.out, cpu: measuredOf(run.err).cpu };
};
const projectRoot = (): string => process.cwd();

// This machine's ext4 has no journal, and then every new inode is first checked against the ones deleted in the last
// half minute (the kernel's recently_deleted): a build that writes 13,000 files and folders just after `rm -rf` of the
// last output spent a quarter of its CPU there (perf), and more with each run. A cold build is one with no output
// and no cache, not one that follows a deletion: the old output is renamed aside (no inode freed) before each timed
// build, Eleventy's as ours, and deleted once all timing is done.
// Each aside folder sits on the same file system as what it receives (a rename, not a copy).
const asides = new Set<string>();
let asideCount = 0;
function moveAside(path: string, aside: string): void {
  if (!existsSync(path)) return;
  mkdirSync(aside, { recursive: true });
  asides.add(aside);
  renameSync(path, join(aside, `${process.pid}-${(asideCount += 1)}`));
}
const clean = (what: string[]): void => {
  for (const w of what) moveAside(join(projectRoot(), 'dist', w), join(projectRoot(), '.cache', 'bench-aside'));
};
/** The peer script's output and inputs (it deletes and rewrites both before timing Eleventy). */
const PEER_DIR = join(process.env.TMPDIR ?? '/tmp', 'peer-11ty');
const cleanPeer = (): void => ['_site', 'src'].forEach((w) => moveAside(join(PEER_DIR, w), `${PEER_DIR}-aside`));
const emptyAside = (): void => asides.forEach((dir) => rmSync(dir, { recursive: true, force: true }));

async function buildAllInProcess(data: SiteData): Promise<{ pages: number; rendered: number; s: number }> {
  const plan = sitePlan(projectRoot(), process.env);
  const started = performance.now();
  let pages = 0;
  let rendered = 0;
  for (const v of ALL_VARIANTS) {
    const r = await buildVariant(plan[v], undefined, data);
    pages += r.pages;
    rendered += r.rendered ?? r.pages;
  }
  return { pages, rendered, s: (performance.now() - started) / 1000 };
}

export async function benchBuild(): Promise<void> {
  // Eleventy's peer build and the hub's cold build, in turn, so both see the same load on the machine.
  const peer = join(projectRoot(), '../shared/bench/peer-eleventy.sh');
  // The peer lives beside the repository, not in it: without it there is nothing to compare with.
  const hasPeer = existsSync(peer);
  if (!hasPeer)
    console.log(`build: Eleventy's peer not found at ${peer}; the comparison is skipped, the other figures follow`);
  const eleventies: number[] = [];
  const peaks: Record<'kept' | 'fresh', number[]> = { kept: [], fresh: [] };
  // CPU seconds of each side of a pair: on two cores both builds keep the cores busy, so this ratio moves less with
  // the machine's load than the wall-time one.
  const cpuRatios: Record<'kept' | 'fresh', number[]> = { kept: [], fresh: [] };
  // Kept: dist/ removed, .cache/ kept (compiled build, bundles, checks), as a maintainer's rebuild
  // from scratch. Fresh: no .cache/ either, as a fresh clone's first build.
  for (const mode of ['kept', 'fresh'] as const) {
    const ratios: number[] = [];
    for (let i = 1; hasPeer && i <= PAIRS; i += 1) {
      cleanPeer();
      const run = peerMeasured(peer);
      // The peer's own figure (Eleventy's run, without the script's data preparation), as the issue compares.
      const eleventy = Number(/pages in ([\d.]+) s/.exec(run.out)?.[1] ?? NaN);
      clean(['hub', '.build-cache']);
      if (mode === 'fresh') moveAside(join(projectRoot(), '.cache'), join(projectRoot(), '.bench-cache-aside'));
      const hub = hubBuildMeasured();
      if (hub.mib !== null) peaks[mode].push(hub.mib);
      const cpu =
        hub.cpu !== null && run.cpu !== null
          ? `  CPU ${hub.cpu.toFixed(1)} s against the peer script's ${run.cpu.toFixed(1)} s`
          : '';
      if (hub.cpu !== null && run.cpu !== null) cpuRatios[mode].push(hub.cpu / run.cpu);
      ratios.push(hub.s / eleventy);
      eleventies.push(eleventy);
      console.log(
        `build: pair ${i} (.cache ${mode})  Eleventy ${eleventy.toFixed(2)} s (script ${run.s.toFixed(2)} s)  hub cold ${hub.s.toFixed(2)} s whole process  ratio ${(hub.s / eleventy).toFixed(2)}×${cpu}`,
      );
    }
    const ratio = median(ratios);
    const budget = HUB_RATIO_BUDGET[mode];
    if (hasPeer)
      console.log(
        `build: hub cold ÷ Eleventy, .cache ${mode}, median of ${PAIRS} pairs  ${ratio.toFixed(2)}×  (budget ${budget}×)  ${verdict(ratio <= budget)}`,
      );
    if (cpuRatios[mode].length)
      console.log(
        `build: hub cold CPU ÷ the peer script's CPU, .cache ${mode}, median of ${cpuRatios[mode].length} pairs  ${median(cpuRatios[mode]).toFixed(2)}×  (no budget: the build is bound by the CPU on two cores)`,
      );
  }
  // Each way of starting a build against the budget: a maintainer's rebuild, and a fresh clone's first build.
  for (const mode of ['kept', 'fresh'] as const) {
    const all = peaks[mode];
    if (!all.length) continue;
    const range = `${Math.min(...all).toFixed(0)}–${Math.max(...all).toFixed(0)}`;
    console.log(
      `build: hub cold build, .cache ${mode}, peak memory  ${median(all).toFixed(0)} MiB, median of ${all.length} (${range})  (budget ${HUB_MEMORY_BUDGET_MIB} MiB)  ${verdict(median(all) <= HUB_MEMORY_BUDGET_MIB)}`,
    );
  }

  // What a hub build costs before its first page: a ratio of 0.5× needs the whole build under half of Eleventy's time,
  // so this alone says whether the budget can be met by rendering pages faster.
  const floors = [1, 2, 3].map(() => {
    const scratch = mkdtempSync(join(tmpdir(), 'hub-floor-'));
    const run = timed(process.execPath, ['--import', 'tsx', 'bench/build-floor.ts', scratch], {
      ...process.env,
      NODE_ENV: 'production',
    });
    rmSync(scratch, { recursive: true, force: true });
    return run.s;
  });
  const floor = median(floors);
  console.log(
    `build: hub with no page rendered (start-up, data, maps, search index)  ${floor.toFixed(2)} s whole process, median of 3  = ${(floor / median(eleventies)).toFixed(2)}× Eleventy's median`,
  );

  clean(['.']);
  const cold = cliBuild('all');
  const pages = Number(/Wrote (\d+) pages/.exec(cold.out)?.[1] ?? 0);
  console.log(
    `build: cold, all five sites  ${pages} pages  ${cold.s.toFixed(2)} s whole process  (budget ${ALL_COLD_BUDGET_S} s)  ${verdict(cold.s < ALL_COLD_BUDGET_S)}`,
  );
  // The cold build left each site's stamp: a build with nothing changed since answers from them.
  const idle = [1, 2, 3, 4, 5].map(() => cliBuild('all'));
  if (!idle.every((r) => r.out.includes('Nothing changed')))
    throw new Error('a build with nothing changed did not answer from its stamps');
  const idleS = median(idle.map((r) => r.s));
  console.log(
    `build: all five sites, nothing changed  ${idleS.toFixed(2)} s whole process, median of 5  (budget ${NO_CHANGE_BUDGET_S} s)  ${verdict(idleS <= NO_CHANGE_BUDGET_S)}`,
  );

  // One county's rate changes (in memory, as after an import): only the pages made from it render again.
  const data = loadSiteData(projectRoot(), undefined, undefined, { record: await readerChecks(projectRoot()) });
  const changed: SiteData = structuredClone(data);
  changed.states.tx!.counties.find((c) => c.slug === 'travis')!.ratePct += 0.01;
  const one = await buildAllInProcess(changed);
  console.log(
    `build: rebuild after one Texas county's rate changed  ${one.rendered} of ${one.pages} pages rendered  ${one.s.toFixed(2)} s (in process, data loaded)`,
  );
  await buildAllInProcess(data);
  emptyAside();

  const root = process.cwd();
  const plan = sitePlan(root, process.env);
  for (const v of STATE_CODES) {
    const dist = join(root, 'dist', v);
    const weights = countyPages(dist).map((f) => ({ f, w: pageWeight(dist, f, plan[v].base) }));
    const worst = weights.reduce((a, b) => (b.w.htmlBr > a.w.htmlBr ? b : a));
    const js = Math.max(...weights.map((x) => x.w.jsBr));
    const ok =
      worst.w.htmlBr <= PAGE_BUDGETS.htmlKb * 1024 &&
      worst.w.cssBr <= PAGE_BUDGETS.cssKb * 1024 &&
      js <= PAGE_BUDGETS.jsKb * 1024;
    const name = worst.f.split('/county/')[1]!.replace('/index.html', '');
    console.log(
      `size: ${v} county pages (largest: ${name})  HTML ${KB(worst.w.htmlBr)}  CSS ${KB(worst.w.cssBr)}  JS before interaction ${KB(js)}  brotli  (budgets ${PAGE_BUDGETS.htmlKb}/${PAGE_BUDGETS.cssKb}/${PAGE_BUDGETS.jsKb} KB)  ${verdict(ok)}`,
    );
  }
  // The pages with maps, charts and ZIP lists, and the national map file.
  for (const [label, rel] of [
    ['hub home (national map, states table)', 'hub/index.html'],
    ['hub state page, Texas (map, ZIP list)', 'hub/states/tx/index.html'],
    ['Texas home (map)', 'tx/index.html'],
    ['Texas search page (ZIP list)', 'tx/search/index.html'],
    ['Harris districts page', 'tx/county/harris/districts/index.html'],
    ['Harris county page', 'tx/county/harris/index.html'],
  ] as const) {
    const size = brotliSize(join(root, 'dist', rel));
    console.log(
      `size: ${label}  HTML ${KB(size)} brotli  (budget ${PAGE_BUDGETS.htmlKb} KB)  ${verdict(size <= PAGE_BUDGETS.htmlKb * 1024)}`,
    );
  }
  const nation = readdirSync(join(root, 'dist/hub/data')).find((f) => f.startsWith('map-us-'));
  if (nation) {
    const size = brotliSize(join(root, 'dist/hub/data', nation));
    console.log(`size: national map ${nation}  ${KB(size)} brotli  (budget 150 KB)  ${verdict(size <= 150 * 1024)}`);
  }
}
