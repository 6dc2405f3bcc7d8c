// `cli.ts` as plain JavaScript for the tests that start the CLI as a child process (exit codes,
// signals, kills, locks): the compiled CLI the launcher runs (cli/compiled.ts), made once per run by
// the global setup. Started through tsx, each of those processes spent more than a second of CPU
// loading the CLI's modules through the loader; the bundle loads in a fifth of that, and behaves as
// `npx tsx cli.ts` does (each module keeps its source's import.meta paths).
import { join } from 'node:path';
import { CLI_BUNDLE } from '../cli/compiled.ts';
import { compiledDir } from '../generator/compiled.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled CLI's cli.js (tests/cli-process.ts starts it). */
    cliBundle: string;
  }
}

/** The compiled CLI under `root`/.cache/cli/, made again where stale, and the path of its cli.js. */
export async function bundleCli(root: string): Promise<string> {
  return join(await compiledDir(root, CLI_BUNDLE), 'cli.js');
}
