// A worker thread of the build (workers.ts): renders the chunks of routes it is sent and writes
// their files, then answers with each page's cache record.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { MapData } from '../browser/components/maps/types.ts';
import { type NationalMap, loadAtlas, mapData, nationalMap } from './maps.ts';
import type { RouteSpec } from './pages/routes.ts';
import type { PageRecord } from './cache.ts';
import type { SiteData } from './data.ts';
import type { NationalCounty } from '../schema/index.ts';
import { type BuildEffects, diskEffects } from './effects.ts';
import { type PageJob, type PageResult, pageRenderer } from './pages.ts';
import { digester } from './record-digests.ts';

export type WorkerRequest =
  | { type: 'site'; id: number; site: SiteData; root: string }
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
  | { type: 'chunk'; jobId: number; seq: number; routes: RouteSpec[]; prev: Record<string, PageRecord> }
  | { type: 'end'; jobId: number }
  | { type: 'nation'; seq: number; siteId: number; root: string }
  /** Before the site is sent (workers.ts drawNationEarly): drawn from the national counties given. */
  | { type: 'nation'; seq: number; national: readonly NationalCounty[]; root: string };

export type NationMap = Pick<MapData, 'nationUrl' | 'nationSize' | 'nationStates'>;

/** `seq` answers the chunk request of that number; `digests`: the record digests made for the chunk. */
export type WorkerReply =
  | { type: 'done'; seq: number; results: PageResult[]; digests: [string, string][] }
  | { type: 'nation'; seq: number; map: NationalMap }
  | { type: 'error'; seq: number; message: string };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Running {
  render: ReturnType<typeof pageRenderer>;
  fx: BuildEffects;
  /** Record digests made and not yet sent. */
  made: Map<string, string>;
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'page-renderer') {
  const port = parentPort!;
  const sites = new Map<number, { site: SiteData; maps: MapData }>();
  const jobs = new Map<number, Running | Error>();
  port.on('message', (request: WorkerRequest) => {
    switch (request.type) {
      case 'site': {
        // The shapes are made here (from the boundary file) as the data arrives, before the first job needs them.
        const { site, root } = request;
        sites.set(request.id, {
          site,
          maps: mapData(loadAtlas(root), { national: site.national, hub: false, writeFile: () => '' }),
        });
        return;
      }
      case 'job': {
        try {
          const { site, maps: shapes } = sites.get(request.siteId)!;
          const fx = diskEffects(() => {}, { served: request.served });
          // The national map file is written already (by the main thread): the pages take its name.
          const maps: MapData = { ...shapes, ...request.nation };
          const pageData = { ...site, maps };
          const made = new Map<string, string>();
          const render = pageRenderer(request.job, site, pageData, fx, digester(pageData, request.known, made));
          jobs.set(request.jobId, { render, fx, made });
        } catch (error) {
          jobs.set(request.jobId, error as Error);
        }
        return;
      }
      case 'chunk':
        if (!(globalThis as { c?: 1 }).c) {
          (globalThis as { c?: 1 }).c = 1;
        }
        void renderChunk(jobs.get(request.jobId), request.routes, request.prev).then((reply) =>
          port.postMessage({ ...reply, seq: request.seq }),
        );
        return;
      case 'end':
        jobs.delete(request.jobId);
        return;
      case 'nation':
        try {
          const national = 'national' in request ? request.national : sites.get(request.siteId)!.site.national;
          port.postMessage({ type: 'nation', seq: request.seq, map: nationalMap(loadAtlas(request.root), national) });
        } catch (error) {
          const e = error as Error;
          port.postMessage({ type: 'error', seq: request.seq, message: e.stack ?? e.message });
        }
        return;
    }
  });
}

async function renderChunk(
  running: Running | Error | undefined,
  routes: RouteSpec[],
  prev: Record<string, PageRecord>,
): Promise<DistributiveOmit<Exclude<WorkerReply, { type: 'nation' }>, 'seq'>> {
  try {
    if (running === undefined) throw new Error('chunk for a job never set up');
    if (running instanceof Error) throw running;
    const results: PageResult[] = routes.flatMap((route) => running.render(route, (rel) => prev[rel]));
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
