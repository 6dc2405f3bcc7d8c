#!/usr/bin/env node
// Starts cli.ts the quick way: from its compiled bundle (.cache/cli/, made by cli/compiled.ts) when every
// file it was made from is as it was, loaded by Node alone. Otherwise tsx makes the bundle again first, or,
// where the sources cannot be bundled as they are, runs them. CLI_FROM_SOURCE=1 always runs the sources,
// as `node --import tsx cli.ts` does.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const root = import.meta.dirname;
const cache = join(root, '.cache', 'cli');

function digestOf(file) {
  try {
    return createHash('sha256')
      .update(readFileSync(join(root, file)))
      .digest('hex')
      .slice(0, 20);
  } catch {
    return null;
  }
}

/**
 * An input whose size and modification time are those the manifest noted, and older than the manifest by two
 * seconds (a file written as the manifest was may have changed within the same tick), is taken as it was; reading
 * and digesting every input took a fiftieth of a second of each command.
 */
function unchangedSince(manifest, file) {
  const noted = manifest.stats?.[file];
  if (noted === undefined || typeof manifest.made !== 'number') return false;
  const s = statSync(join(root, file), { throwIfNoEntry: false });
  return s !== undefined && s.mtimeMs < manifest.made - 2000 && `${s.size} ${s.mtimeMs}` === noted;
}

/** The bundle's entry when its manifest's every input is byte for byte as it was (the check cli/compiled.ts makes). */
function freshBundle() {
  try {
    const manifest = JSON.parse(readFileSync(join(cache, 'manifest.json'), 'utf8'));
    if (manifest.root !== root) return null;
    for (const [file, known] of Object.entries(manifest.inputs))
      if (!unchangedSince(manifest, file) && digestOf(file) !== known) return null;
    const entry = join(cache, manifest.id, 'cli.js');
    if (!existsSync(entry)) return null;
    // In use: a newer bundle's making leaves it be (generator/bundle-store.ts).
    const now = new Date();
    utimesSync(join(cache, manifest.id), now, now);
    return entry;
  } catch {
    return null;
  }
}

/**
 * The bundle made again, on a worker thread that ends when it is made: tsx's loader (its own thread, holding every
 * module it compiled) ends with it, where registered here it stayed for the whole command, 70 MB of a fresh
 * clone's first build. Null where it cannot be made.
 */
function bundleOnWorker() {
  return new Promise((resolve) => {
    const worker = new Worker(
      `const { parentPort, workerData: w } = require('node:worker_threads');
       import(w.tsx)
         .then(({ register }) => { register(); return import(w.compiled); })
         .then(({ compiledCli }) => compiledCli(w.root))
         .then((entry) => parentPort.postMessage(entry), () => parentPort.postMessage(null));`,
      {
        eval: true,
        execArgv: [],
        workerData: {
          tsx: import.meta.resolve('tsx/esm/api'),
          compiled: pathToFileURL(join(root, 'cli', 'compiled.ts')).href,
          root,
        },
      },
    );
    let made = null;
    worker.on('message', (entry) => (made = entry));
    worker.on('error', () => resolve(null));
    worker.on('exit', () => resolve(made));
  });
}

const fromSource = process.env.CLI_FROM_SOURCE === '1';
// A bundling that fails (a syntax error) leaves the sources to run and say where.
let entry = fromSource ? null : (freshBundle() ?? (await bundleOnWorker()));
if (!entry) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./cli.ts');
}
// The bundle's name (the digest of its modules) is the running code's: caches of its results are kept by it
// (pipeline/shared/running-code.ts).
if (entry) {
  globalThis[Symbol.for('property-tax running code')] = basename(dirname(entry));
  await import(pathToFileURL(entry).href);
}
