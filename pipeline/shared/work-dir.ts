// Where the rates commands keep their own files: the lock, the journal and the staging area, in
// <root>/.cache/rates/ (ignored by git), never next to the files in sources/ and generated/.
import { join } from 'node:path';

export const WORK_DIR = '.cache/rates';

export function workPaths(root: string) {
  const dir = join(root, WORK_DIR);
  return {
    dir,
    lock: join(dir, 'lock'),
    journal: join(dir, 'journal.json'),
    staging: join(dir, 'staging'),
  };
}
