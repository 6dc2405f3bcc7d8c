// What `cli.ts build` takes from the build, in one module: compiled.ts bundles this file (and the
// page-rendering worker) into plain JavaScript, so a build starts without transpiling each module.
export { buildVariant, formatBuildLine, prepareAssets } from './index.ts';
export { loadSiteData } from './data.ts';
export { readerChecks } from './reader-checks.ts';
export { codeHash } from './cache.ts';
export { formatSizeTable } from './self-check.ts';
export { defaultWorkers, drawNationEarly, helpersRunning, sitesHeld, sitesSentWhole, warmWorkers } from './workers.ts';
export { listFoldersAhead } from './folder-listing.ts';
