// The site folders listed on a helper thread while this one loads the build and reads generated/. A build after one
// rate changed spent a tenth of a second listing the five folders (19,000 system calls) before it could keep a page;
// on the helper the listings are ready by the time each site is built. From the compiled build only: from source the
// helper would load tsx first, and each site lists its own folder as before.
import { Worker } from 'node:worker_threads';
import type { OutputFile } from './stamp.ts';

const compiled = import.meta.url.endsWith('.js');

/** A folder's listing, taken before anything of the build was written; undefined: the site lists it itself. */
export type FolderListings = (outDir: string) => Promise<OutputFile[] | undefined>;

/**
 * Starts listing `outDirs` now. The caller must write nothing into a folder until its listing has come (buildVariant
 * awaits it first thing); a helper that fails leaves every site to list its own. `lister`: the compiled helper's file,
 * for a caller outside the compiled build (`cli.ts build`, which starts it before it loads the build).
 */
export function listFoldersAhead(
  outDirs: readonly string[],
  lister: string | URL | null = compiled ? new URL('./folder-lister.js', import.meta.url) : null,
): FolderListings {
  if (lister === null || outDirs.length === 0) return async () => undefined;
  type Listing = OutputFile[] | undefined;
  const waiting = new Map<string, { promise: Promise<Listing>; resolve: (f: Listing) => void }>();
  for (const dir of outDirs) {
    let resolve!: (f: Listing) => void;
    const promise = new Promise<Listing>((r) => (resolve = r));
    waiting.set(dir, { promise, resolve });
  }
  const settleAll = (): void => {
    for (const w of waiting.values()) w.resolve(undefined);
  };
  try {
    // No flags of the process (a profile of the build is of its own threads'): it runs only Node's own fs.
    const worker = new Worker(lister, {
      workerData: [...outDirs],
      execArgv: [],
    });
    worker.on('message', (m: { dir: string; files: OutputFile[] }) => waiting.get(m.dir)?.resolve(m.files));
    worker.on('error', settleAll);
    // Not unref'd: a build awaiting a listing has nothing else keeping the process alive, and would end there. The
    // helper ends by itself once it has posted every listing.
    worker.on('exit', settleAll);
  } catch {
    settleAll();
  }
  return (outDir) => waiting.get(outDir)?.promise ?? Promise.resolve(undefined);
}
