// cli.ts as plain JavaScript, for the launcher (cli.mjs): bundled by esbuild into .cache/cli/<id>/ as
// the build is (generator/compiled.ts), each module keeping its source's paths, and loaded by Node alone,
// where tsx would take half a second to load the same modules through its hooks.
import { join } from 'node:path';
import { type BundleSpec, compiledDir } from '../generator/compiled.ts';
import { staleStateLists } from './state-lists.ts';

export const CLI_BUNDLE: BundleSpec = { name: 'cli', entries: { cli: 'cli.ts' }, sourcePaths: true };

/**
 * The compiled CLI's entry under `root`, made again when any file it is made from changed; null while the state
 * lists are out of date: a bundle would carry the old lists, where the sources check them first (state-lists.ts).
 */
export async function compiledCli(root: string): Promise<string | null> {
  if (staleStateLists(root).length) return null;
  return join(await compiledDir(root, CLI_BUNDLE), 'cli.js');
}
