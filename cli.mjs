#!/usr/bin/env node
// Starts cli.ts the quick way: from its compiled bundle (.cache/cli/, made by cli/compiled.ts) when every
// file it was made from is as it was, loaded by Node alone. Otherwise tsx makes the bundle again first, or,
// where the sources cannot be bundled as they are, runs them. CLI_FROM_SOURCE=1 always runs the sources,
// as `node --import tsx cli.ts` does.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

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

const fromSource = process.env.CLI_FROM_SOURCE === '1';
let entry = fromSource ? null : freshBundle();
if (!entry) {
  const { register } = await import('tsx/esm/api');
  register();
  if (!fromSource) {
    // A bundling that fails (a syntax error) leaves the sources to run and say where.
    const { compiledCli } = await import('./cli/compiled.ts');
    entry = await compiledCli(root).catch(() => null);
  }
  if (!entry) await import('./cli.ts');
}
// The bundle's name (the digest of its modules) is the running code's: caches of its results are kept by it
// (pipeline/shared/running-code.ts).
if (entry) {
  globalThis[Symbol.for('property-tax running code')] = basename(dirname(entry));
  await import(pathToFileURL(entry).href);
}
