// The hub's build with no page rendered, run as its own process by bench/build.ts: start-up, the
// data read and checked, the maps, the search index and the assets. No page count or worker count
// brings a hub build below this; it is the floor under the ratio to Eleventy.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { compiledBuild } from '../generator/compiled.ts';
import { sitePlan } from '../generator/plan.ts';
import { type ReadFile, inputFiles } from '../generator/stamp.ts';
import { digestMemo } from '../pipeline/shared/digest-memo.ts';

const root = process.cwd();
const build = await compiledBuild(root);
const plan = sitePlan(root, process.env);
const outDir = join(process.argv[2] ?? tmpdir(), 'hub');
// As cli.ts build starts a build: page renderers loading beside the data's reading, the national map drawn on one.
const workers = build.defaultWorkers();
build.warmWorkers(workers);
build.prepareAssets([plan.hub]);
// As cli.ts build reads the data: the stamp's read of the inputs first, each state's units and ZIPs left unparsed.
const generated = new Map<string, ReadFile>();
inputFiles(root, generated, digestMemo(root, 'input-digests'));
const record = await build.readerChecks(
  root,
  [...generated].map(([file, { sha }]) => [file, sha] as const),
);
const data = build.loadSiteData(root, (national) => build.drawNationEarly(national, root), generated, {
  keep: () => false,
  record,
});
await build.buildVariant({ ...plan.hub, outDir, routes: () => false, workers }, undefined, data);
