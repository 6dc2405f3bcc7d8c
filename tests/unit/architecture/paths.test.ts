// The repository stands alone: no code, test or script reads a path outside it. Every quoted path
// that climbs with ../ is resolved (from its file, and from the root a command runs in); one that
// leaves the repository, or an absolute path into another checkout, fails here. Only bench/ may run
// the peer beside the repository, and it says so when the peer is missing. Comments may name paths.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const CODE = /\.(ts|tsx|js|mjs|cjs|sh)$|(^|\/)(run|before-stop)$/;

/** Tests whose paths are examples they feed a check, never read: each says why. */
const EXAMPLES: Record<string, string> = {
  'tests/unit/architecture/paths.test.ts': 'the paths this test looks for',
  'tests/unit/architecture/layering.test.ts': 'import lines of made-up files the layering rules must refuse',
  'tests/unit/i18n/translator.test.ts': 'import lines of made-up files the translator rule reads',
  'tests/unit/pipeline/import-safety.test.ts':
    'a file name climbing out of the import folder, which an import must refuse',
};

/** Tracked and untracked-but-not-ignored files, as a newcomer's clone would hold them. */
function files(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => f && CODE.test(f) && !f.startsWith('bench/') && !f.startsWith('node_modules/'))
    .filter((f) => !(f in EXAMPLES));
}

/** The text without its comments (a // after space or line start, /* … *\/ blocks, # lines in shell). */
function code(text: string, shell: boolean): string {
  if (shell) return text.replace(/^\s*#.*$/gm, '');
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(])\/\/.*$/gm, '$1');
}

const outside = (path: string): boolean => path !== ROOT && !path.startsWith(ROOT + sep);

export function pathsOutside(file: string, text: string): string[] {
  const found: string[] = [];
  const body = code(text, /\.sh$|(^|\/)(run|before-stop)$/.test(file));
  for (const m of body.matchAll(/(['"`])((?:\.\.\/)+[^'"`\s$]*)\1/g)) {
    const p = m[2]!;
    const fromFile = resolve(ROOT, dirname(file), p);
    // From its file (an import, a path joined to the file's folder), or from the root a command runs in when
    // nothing of that name is beside the file.
    if (outside(fromFile) || (outside(resolve(ROOT, p)) && !existsSync(fromFile))) found.push(p);
  }
  for (const m of body.matchAll(/(['"`])(\/(?:work|home|Users|root|mnt|srv)\/[^'"`\s]*)\1/g)) found.push(m[2]!);
  return found;
}

describe('no path outside the repository', () => {
  it('finds one where it is (the check can fail)', () => {
    expect(pathsOutside('pipeline/x/y.ts', "const data = '../../../shared/data';")).toEqual(['../../../shared/data']);
    expect(pathsOutside('pipeline/seed/x.ts', "const data = '../shared/data';")).toEqual(['../shared/data']);
    expect(pathsOutside('tests/unit/x.test.ts', "import x from '../../../../elsewhere/y.ts';")).toEqual([
      '../../../../elsewhere/y.ts',
    ]);
    expect(pathsOutside('cli/x.ts', "read('/work/other/file.csv')")).toEqual(['/work/other/file.csv']);
    // The project's own pipeline/shared/ and a comment naming a path are fine.
    expect(
      pathsOutside('generator/b.ts', "import { x } from '../pipeline/shared/format.ts';\n// see '../shared/data'"),
    ).toEqual([]);
  });

  it('no code, test or script outside bench/ reads one', () => {
    const list = files();
    expect(list.length).toBeGreaterThan(500);
    const hits = list.flatMap((f) =>
      pathsOutside(f, readFileSync(join(ROOT, f), 'utf8')).map((p) => `${relative(ROOT, join(ROOT, f))}: ${p}`),
    );
    expect(hits).toEqual([]);
  });
});
