// The order test files start in. Vitest's own order runs the files that took longest last time
// first, but it reads that from a local results cache: on a clean clone (CI) it falls back to the
// glob's alphabetical order, and a long file drawn last keeps one worker busy while the others
// idle. This order reads the committed LONG_FILES instead, the same on every machine.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { LONG_FILES } from './long-files.ts';

/** What an unlisted file is taken to last: shorter than every listed one. */
const SHORT = 1;

export function expectedSeconds(path: string): number {
  return LONG_FILES[path] ?? SHORT;
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const key = (s: TestSpecification) => ({
      project: s.project.name,
      path: relative(root, s.moduleId).split('\\').join('/'),
    });
    return [...files]
      .map((s) => ({ s, ...key(s) }))
      .sort(
        // Each project's files stay together: a worker moves on to the next file of its own
        // project without restarting (and keeps its browser), so a project switch costs a worker.
        (a, b) =>
          a.project.localeCompare(b.project) ||
          expectedSeconds(b.path) - expectedSeconds(a.path) ||
          a.path.localeCompare(b.path),
      )
      .map(({ s }) => s);
  }
}
