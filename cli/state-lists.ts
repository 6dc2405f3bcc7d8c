// The state registry's two lists (states/engine-list.ts, states/module-list.ts) are written from
// STATE_CODES. They are checked before any command loads the states: with a code added or removed,
// a module that reads the registry as it loads would fail with a bare TypeError. `rates emit` writes
// them first and goes on with the new lists (nothing has loaded the old ones yet); any other command
// stops and says what to run.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateListFiles } from '../pipeline/emit/state-lists.ts';
import { KnownError } from '../pipeline/shared/errors.ts';
import { STATE_CODES } from '../schema/codes.ts';

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** The lists under `root` that differ from what STATE_CODES gives. */
export function staleStateLists(root: string): { path: string; content: string }[] {
  return Object.entries(stateListFiles(STATE_CODES))
    .map(([path, content]) => ({ path, content }))
    .filter((w) => read(join(root, w.path)) !== w.content);
}

/** Run before the command's modules load: writes the lists for `rates emit`, refuses any other command. */
export function readyStateLists(root: string, argv: readonly string[]): void {
  const stale = staleStateLists(root);
  if (!stale.length) return;
  const [command, sub, ...rest] = argv.slice(2);
  if (command === 'rates' && sub === 'emit' && !rest.includes('--check')) {
    // Each file whole or not at all (a stopped run leaves a list stale, and the next run writes it again).
    for (const w of stale) {
      const path = join(root, w.path);
      writeFileSync(`${path}.tmp-${process.pid}`, w.content);
      renameSync(`${path}.tmp-${process.pid}`, path);
    }
    console.log(`Wrote ${stale.map((w) => w.path).join(', ')} from STATE_CODES (schema/codes.ts)`);
    return;
  }
  throw new KnownError(
    'StateListsOutOfDate',
    stale.map((w) => `${w.path}: expected the states of STATE_CODES (schema/codes.ts), found another list`).join('\n'),
  );
}
