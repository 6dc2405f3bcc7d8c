// The page-less helper of folder-listing.ts: lists each site folder it is given, in order, and posts each listing
// as soon as it has it. Nothing else is loaded, so it starts in a few milliseconds.
import { parentPort, workerData } from 'node:worker_threads';
import { outputFiles } from './stamp.ts';

for (const dir of workerData as string[]) parentPort!.postMessage({ dir, files: outputFiles(dir) });
