// A worker thread of the build (workers.ts): renders the chunks of routes it is sent and writes
// their files, then answers with each page's cache record.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { MapData } from '../browser/components/maps/types.ts';
import { type NationalMap, loadAtlas, mapData, nationPart, nationalMap, withKeptNation } from './maps.ts';
import type { RouteSpec } from './pages/routes.ts';
import type { PageRecord } from './cache.ts';
import { type SiteData, dataSources, loadSiteData } from './data.ts';
import { readerChecks } from './reader-checks.ts';
import type { NationalCounty } from '../schema/index.ts';
import { type BuildEffects, diskEffects } from './effects.ts';
import { type PageJob, type PageResult, pageRenderer } from './pages.ts';
import { digester } from './record-digests.ts';

export type WorkerRequest =
  /**
   * The site of a build: the data itself, or (`sources`: data read from generated/, data.ts) the digests of the files
   * it was read from, which the worker reads itself (sent the data only if its own read finds other bytes).
   */
  | { type: 'site'; id: number; root: string; site: SiteData }
  | { type: 'site'; id: number; root: string; sources: Readonly<Record<string, string>> }
  /** `known`: the record digests the main thread took from the last build (record-digests.ts). */
  | {
      type: 'job';
      jobId: number;
      siteId: number;
      job: PageJob;
      nation: NationMap;
      known: ReadonlyMap<string, string>;
      served?: string;
    }
  /** `sizes`: the sizes of the pages' files as the main thread listed them (null: no file). */
  | {
      type: 'chunk';
      jobId: number;
      seq: number;
      routes: RouteSpec[];
      prev: Record<string, PageRecord>;
      sizes: Record<string, number | null>;
    }
  | { type: 'end'; jobId: number }
  | { type: 'nation'; seq: number; siteId: number; root: string }
  /** Before the site is sent (workers.ts drawNationEarly): drawn from the national counties given. */
  | { type: 'nation'; seq: number; national: readonly NationalCounty[]; root: string };

/** The hub's national map: drawn, or kept from the last build (its address; drawn here if a page needs it). */
export type NationMap = ReturnType<typeof nationPart>;

/** `seq` answers the chunk request of that number; `digests`: the record digests made for the chunk. */
export type WorkerReply =
  | { type: 'done'; seq: number; results: PageResult[]; digests: [string, string][] }
  | { type: 'nation'; seq: number; map: NationalMap }
  | { type: 'error'; seq: number; message: string }
  /**
   * A site sent by its files' digests, read: `own`, the worker read the same bytes; otherwise it asks for the data (a
   * 'site' with it).
   */
  | { type: 'site-read'; seq: -1; id: number; own: boolean };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Running {
  render: ReturnType<typeof pageRenderer>;
  fx: BuildEffects;
  /** Record digests made and not yet sent. */
  made: Map<string, string>;
}

interface Site {
  site: SiteData;
  maps: MapData;
}

/** The same files, byte for byte: the same names with the same digests. */
const sameFiles = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([file, sha]) => b[file] === sha);

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'page-renderer') {
  const port = parentPort!;
  const sites = new Map<number, Promise<Site>>();
  const wanted = new Map<number, (site: SiteData) => void>();
  const jobs = new Map<number, Promise<Running>>();
  // The shapes are made here (from the boundary file) as the data arrives, before the first job needs them.
  const withMaps = (site: SiteData, root: string): Site => ({
    site,
    maps: mapData(loadAtlas(root), { national: site.national, hub: false, writeFile: () => '' }),
  });
  port.on('message', (request: WorkerRequest) => {
    switch (request.type) {
      case 'site': {
        const { id, root } = request;
        const asked = wanted.get(id);
        if ('site' in request && asked) return asked(request.site);
        if ('site' in request) return void sites.set(id, Promise.resolve(withMaps(request.site, root)));
        // Read here rather than sent: the main thread's copy would cost it the time to clone 24 MB of data. The
        // schemas load first only if a file of the main thread's is not on record as checked (reader-checks.ts).
        const site = readerChecks(root, Object.entries(request.sources))
          .then((record): SiteData | null => {
            // The files the main thread parses on first use are taken by its digests, and checked when used.
            const read = loadSiteData(root, undefined, undefined, { expected: request.sources, record });
            return sameFiles(dataSources(read) ?? {}, request.sources) ? read : null;
          })
          .catch(() => null)
          .then((own) => {
            const taken = own ? Promise.resolve(own) : new Promise<SiteData>((resolve) => void wanted.set(id, resolve));
            port.postMessage({ type: 'site-read', seq: -1, id, own: own !== null } satisfies WorkerReply);
            return taken;
          });
        sites.set(
          id,
          site.then((s) => withMaps(s, root)),
        );
        return;
      }
      case 'job': {
        const running = sites.get(request.siteId)!.then(({ site, maps: shapes }): Running => {
          const fx = diskEffects(() => {}, { served: request.served });
          // The national map file is written already (by the main thread): the pages take its name.
          const { nation } = request;
          const maps: MapData =
            'kept' in nation
              ? withKeptNation(shapes, {
                  url: nation.nationUrl,
                  draw: () => nationalMap(loadAtlas(request.job.opts.root), site.national),
                })
              : { ...shapes, ...nation };
          const pageData = { ...site, maps };
          const made = new Map<string, string>();
          const render = pageRenderer(request.job, site, pageData, fx, (fingerprint) =>
            digester(pageData, request.known, made, fingerprint),
          );
          return { render, fx, made };
        });
        // Reported by the chunks that take it.
        running.catch(() => {});
        jobs.set(request.jobId, running);
        return;
      }
      case 'chunk':
        void renderChunk(jobs.get(request.jobId), request.routes, request.prev, request.sizes).then((reply) =>
          port.postMessage({ ...reply, seq: request.seq }),
        );
        return;
      case 'end':
        jobs.delete(request.jobId);
        return;
      case 'nation': {
        const { seq } = request;
        const national =
          'national' in request
            ? Promise.resolve(request.national)
            : sites.get(request.siteId)!.then(({ site }) => site.national);
        national
          .then((list) => port.postMessage({ type: 'nation', seq, map: nationalMap(loadAtlas(request.root), list) }))
          .catch((error: Error) => port.postMessage({ type: 'error', seq, message: error.stack ?? error.message }));
        return;
      }
    }
  });
}

async function renderChunk(
  job: Promise<Running> | undefined,
  routes: RouteSpec[],
  prev: Record<string, PageRecord>,
  sizes: Record<string, number | null>,
): Promise<DistributiveOmit<Extract<WorkerReply, { type: 'done' | 'error' }>, 'seq'>> {
  try {
    if (job === undefined) throw new Error('chunk for a job never set up');
    const running = await job;
    const results: PageResult[] = routes.flatMap((route) =>
      running.render(
        route,
        (rel) => prev[rel],
        (rel) => sizes[rel],
      ),
    );
    await running.fx.flush();
    // Sent once: the digester remembers them, the main thread keeps them for the next build.
    const digests = [...running.made];
    running.made.clear();
    return { type: 'done', results, digests };
  } catch (error) {
    const e = error as Error;
    return { type: 'error', message: e.stack ?? e.message };
  }
}
