// Pages rendered on every core: the routes are cut into chunks in their fixed order, and the main
// thread and the worker threads (render-worker.ts) each take the next chunk when free. A worker
// gets the site data once and writes its pages itself; the results come back by chunk, so the
// cache and the output are the same as a build on one thread.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HELPER_LIMITS, compiledHelper, startWorker, takeEarlyHelper } from './helper-start.ts';
import type { PageData } from './pages/render.tsx';
import type { RouteSpec } from './pages/routes.ts';
import type { PageRecord } from './cache.ts';
import { type SiteData, dataSources } from './data.ts';
import type { BuildEffects } from './effects.ts';
import { type PageJob, type PageResult, pageFile, pageRenderer, routeUrls } from './pages.ts';
import type { WorkerReply, WorkerRequest } from './render-worker.ts';
import { type NationalMap, nationPart } from './maps.ts';
import type { NationalCounty } from '../schema/index.ts';
import type { RecordDigests } from './record-digests.ts';
import { normalizeBase } from '../i18n/paths.ts';
import { LANGS } from './routes.ts';

export { defaultWorkers } from './helper-start.ts';

// Below this many routes a worker's start-up (module loading, the data, the map shapes) costs more than it saves:
// measured on the 2-core machine, Texas (290 routes) took 9.1 s with a worker and 6.9 s without; the hub (3,200
// routes) 18.9 s with one and 25.8 s without.
const PARALLEL_FROM = 1000;

interface Helper {
  worker: Worker;
  sites: WeakSet<SiteData>;
  /** Chunks sent and not yet answered, by request number. */
  waiting: Map<number, (reply: WorkerReply) => void>;
  /** Has rendered pages already: its modules are loaded and compiled, so even a small site repays it. */
  rendered: boolean;
}

// Chunks a helper holds at once: the next is in its queue when it finishes one, so it never waits for this thread
// (busy rendering a chunk of its own) to send more.
const AHEAD = 2;
let asked = 0;

const pool: Helper[] = [];
/** Running from the compiled bundle (compiled.ts), not the TypeScript sources. */
const compiled = import.meta.url.endsWith('.js');

const siteIds = new WeakMap<SiteData, number>();
/** The sites sent by their files' digests, for a helper that read other bytes and asks for the data. */
/** Held until every helper it was sent to has read it (the sites of a test run's many builds are not kept). */
const sitesById = new Map<number, { site: SiteData; root: string; reading: number }>();
let sentWhole = 0;

/** How many times a site's data was cloned to a helper (the bench and the tests read it). */
export const sitesSentWhole = (): number => sentWhole;

/** How many sites this thread holds for helpers still reading them (none once every helper has its copy). */
export const sitesHeld = (): number => sitesById.size;
let nextId = 1;

function helper(): Helper {
  const here = dirname(fileURLToPath(import.meta.url));
  const worker = compiled
    ? (takeEarlyHelper(here) ?? compiledHelper(here))
    : // From source, each worker registers tsx's loader before importing its TypeScript entry.
      startWorker(
        process.execArgv,
        (execArgv) =>
          new Worker(
            `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./render-worker.ts', import.meta.url).href)}); })`,
            { eval: true, workerData: { role: 'page-renderer' }, execArgv, resourceLimits: HELPER_LIMITS },
          ),
      );
  const h: Helper = { worker, sites: new WeakSet(), waiting: new Map(), rendered: false };
  worker.on('message', (reply: WorkerReply) => {
    if (reply.type === 'site-read') {
      const shared = sitesById.get(reply.id);
      if (!shared) return;
      if (!reply.own) {
        sentWhole += 1;
        send(h, { type: 'site', id: reply.id, root: shared.root, site: shared.site });
      }
      if ((shared.reading -= 1) === 0) sitesById.delete(reply.id);
      return;
    }
    const waiting = h.waiting.get(reply.seq);
    h.waiting.delete(reply.seq);
    if (reply.type === 'done') h.rendered = true;
    waiting?.(reply);
  });
  worker.on('error', (error) => {
    const waiting = [...h.waiting.values()];
    h.waiting.clear();
    pool.splice(pool.indexOf(h), 1);
    for (const w of waiting) w({ type: 'error', seq: -1, message: error.message });
  });
  // After the listeners, which would otherwise hold the process open: the helpers never keep it alive.
  worker.unref();
  return h;
}

/** How many helpers are running (the tests read it). */
export const helpersRunning = (): number => pool.length;

/** Ends every helper (their threads and heaps); the next build that wants helpers starts new ones. */
export async function stopWorkers(): Promise<void> {
  const stopping = pool.splice(0).map((h) => h.worker.terminate());
  // Nothing is left for a helper to read or to draw.
  sitesById.clear();
  early = null;
  await Promise.all(stopping);
}

/** Starts the helpers early (their module loading overlaps the asset build). */
export function warmWorkers(count: number): void {
  while (pool.length < count) pool.push(helper());
}

function send(h: Helper, request: WorkerRequest): void {
  h.worker.postMessage(request);
}

type Asked =
  Extract<WorkerRequest, { type: 'chunk' | 'nation' }> extends infer R
    ? R extends unknown
      ? Omit<R, 'seq'>
      : never
    : never;

function ask(h: Helper, request: Asked): Promise<WorkerReply> {
  return new Promise((resolve) => {
    // Held open while a chunk is out, so the process cannot end with a reply still to come.
    h.worker.ref();
    const seq = (asked += 1);
    h.waiting.set(seq, (reply) => {
      if (h.waiting.size === 0) h.worker.unref();
      resolve(reply);
    });
    send(h, { ...request, seq });
  });
}

/**
 * Cuts the routes into chunks that shrink towards the end (a quarter of each thread's share of what is left, between
 * MIN_CHUNK and MAX_CHUNK routes), so every thread finishes at about the same time.
 */
export function chunked<T>(items: readonly T[], threads: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length;) {
    const size = Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, Math.ceil((items.length - i) / (threads * 4))));
    out.push(items.slice(i, i + size));
    i += size;
  }
  return out;
}
const MIN_CHUNK = 4;
const MAX_CHUNK = 64;

/**
 * Whether renderPages renders on helpers too: a disk build, helpers wanted, and a site large enough (or forced), or
 * helpers that hold this site's data and have rendered pages before (the state sites after the hub in one process).
 */
export const threaded = (fx: BuildEffects, workers: number, routes: number, forced: boolean, site: SiteData): boolean =>
  fx.threadable !== undefined && workers > 0 && (forced || routes >= PARALLEL_FROM || warmFor(site, workers));

/** Every helper wanted is running, has the site and has rendered before: its start-up is paid already. */
const warmFor = (site: SiteData, workers: number): boolean =>
  pool.length >= workers && pool.slice(0, workers).every((h) => h.rendered && h.sites.has(site));

function shareWith(h: Helper, site: SiteData, root: string): number {
  let id = siteIds.get(site);
  if (id === undefined) siteIds.set(site, (id = nextId++));
  if (!h.sites.has(site)) {
    // Data read from generated/ is read there by the helper too, beside this thread: cloning it here took 0.1 s.
    const sources = dataSources(site);
    if (sources) {
      const shared = sitesById.get(id);
      if (shared) shared.reading += 1;
      else sitesById.set(id, { site, root, reading: 1 });
      send(h, { type: 'site', id, root, sources });
    } else {
      sentWhole += 1;
      send(h, { type: 'site', id, root, site });
    }
    h.sites.add(site);
  }
  return id;
}

/**
 * Sends the site data to the first `workers` helpers now, so they have it, and their map shapes made, by the time the
 * pages are ready to render.
 */
export function shareSite(site: SiteData, root: string, workers: number): void {
  warmWorkers(workers);
  for (const h of pool.slice(0, workers)) shareWith(h, site, root);
}

/** The national map asked for before the site data was whole (drawNationEarly), with the list it is drawn from. */
let early: { national: readonly NationalCounty[]; root: string; map: Promise<NationalMap> } | null = null;

/**
 * Asks the first helper for the hub's national map as soon as the national county list is read, before the rest of
 * generated/ is read and the site sent: the helper draws it while this thread reads. Taken by nationalMapOnHelper for
 * a site holding this very list (the same array: loadSiteData's reader reads each file once); nothing otherwise.
 */
export function drawNationEarly(national: readonly NationalCounty[], root: string): void {
  const h = pool[0];
  if (!h) return;
  const map = ask(h, { type: 'nation', national, root }).then(nationOf);
  // Awaited by the build that takes it; one that does not (no hub page rendered on helpers) leaves it.
  map.catch(() => {});
  early = { national, root, map };
}

const nationOf = (reply: WorkerReply): NationalMap => {
  if (reply.type !== 'nation')
    throw new Error(`a page renderer (worker) failed: ${reply.type === 'error' ? reply.message : reply.type}`);
  return reply.map;
};

/**
 * The hub's national map, drawn on the first helper (given the site by shareSite) while this thread makes the data
 * files; null when no helper has the site.
 */
export function nationalMapOnHelper(site: SiteData, root: string): Promise<NationalMap> | null {
  if (early && early.national === site.national && early.root === root) {
    const { map } = early;
    early = null;
    return map;
  }
  const h = pool[0];
  const siteId = siteIds.get(site);
  if (!h || siteId === undefined || !h.sites.has(site)) return null;
  return ask(h, { type: 'nation', siteId, root }).then(nationOf);
}

/**
 * Every route's pages in both languages, in route order; `workers` 0 renders on this thread only. Helpers start only
 * for a site large enough to repay their start-up, unless `forced` (an explicit worker count).
 */
export async function renderPages(
  job: PageJob,
  site: SiteData,
  pageData: PageData,
  routes: RouteSpec[],
  prev: (rel: string) => PageRecord | undefined,
  fx: BuildEffects,
  workers: number,
  digests: RecordDigests,
  forced = false,
): Promise<PageResult[]> {
  const render = pageRenderer(job, site, pageData, fx, (fingerprint) => digests.over(pageData, fingerprint));
  // The pages whose records keep them at a glance are kept here first: whether helpers are worth starting depends on
  // what is left (after one unit's rate, two pages of the hub's 6,500).
  const keptAtOnce = routes.map((route) => render.kept(route, prev));
  const left = routes.filter((_, i) => keptAtOnce[i] === null);
  const inOrder = (made: PageResult[][]): PageResult[] => {
    let next = 0;
    return keptAtOnce.flatMap((kept) => kept ?? made[next++]!);
  };
  if (!threaded(fx, workers, left.length, forced, site)) {
    const made = left.map((route) => render(route, prev));
    await fx.flush();
    return inOrder(made);
  }
  warmWorkers(workers);
  const helpers = pool.slice(0, workers);
  const chunks = chunked(left, helpers.length + 1);
  const results: PageResult[][] = [];
  const base = normalizeBase(job.opts.base);
  // Each page's record and, from this thread's listing of the folder (fx.size), its file's size.
  const records = (chunk: RouteSpec[]) => {
    const records: Record<string, PageRecord> = {};
    const sizes: Record<string, number | null> = {};
    for (const route of chunk) {
      const urls = routeUrls(route, base);
      for (const lang of LANGS) {
        const rel = pageFile(urls[lang], base);
        const r = prev(rel);
        if (!r) continue;
        records[rel] = r;
        sizes[rel] = fx.size(`${job.opts.outDir}/${rel}`);
      }
    }
    return { prev: records, sizes };
  };
  let next = 0;
  let failure: string | null = null;
  const jobId = nextId++;
  const run = async (h: Helper): Promise<void> => {
    const id = shareWith(h, site, job.opts.root);
    send(h, {
      type: 'job',
      jobId,
      siteId: id,
      job,
      nation: nationPart(pageData.maps),
      known: digests.known,
      served: fx.threadable?.served,
    });
    const take = async (): Promise<void> => {
      while (next < chunks.length && failure === null) {
        const index = next++;
        const reply = await ask(h, { type: 'chunk', jobId, routes: chunks[index]!, ...records(chunks[index]!) });
        if (reply.type === 'done') {
          results[index] = reply.results;
          digests.add(reply.digests);
        } else failure = reply.type === 'error' ? reply.message : `unexpected ${reply.type} reply`;
      }
    };
    await Promise.all(Array.from({ length: AHEAD }, take));
    send(h, { type: 'end', jobId });
  };
  const running = helpers.map(run);
  // This thread takes chunks too, letting the helpers' replies in between.
  while (next < chunks.length && failure === null) {
    const index = next++;
    const chunk = chunks[index]!;
    results[index] = chunk.flatMap((route) => render(route, prev));
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(running);
  await fx.flush();
  if (failure !== null) throw new Error(`a page renderer (worker) failed: ${failure}`);
  // One result per language for each route rendered, in the chunks' order.
  const made = results.flat();
  return inOrder(left.map((_, i) => made.slice(LANGS.length * i, LANGS.length * (i + 1))));
}
