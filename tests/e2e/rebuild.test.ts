// A maintainer builds again with nothing changed (the suite's setup built every site just before):
// the command answers from the stamps without loading the build, and no file of dist/ is touched.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../schema/codes.ts';
import { cliArgs } from '../cli-process.ts';

const dist = join(process.cwd(), 'dist');

function listing(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const s = statSync(join(dir, name), { bigint: true });
    if (s.isFile()) out.set(name, `${s.size} ${s.mtimeNs}`);
  }
  return out;
}

describe('a build with nothing changed', () => {
  it('says so, counts every page as before, and writes nothing', () => {
    const before = VARIANTS.map((v) => listing(join(dist, v)));
    const run = spawnSync(process.execPath, cliArgs('build', '--variant', 'all'), {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Nothing changed since the last build');
    for (const v of VARIANTS) {
      const pages = Number(new RegExp(`^  ${v} +(\\d+) pages \\(0 rendered\\)`, 'm').exec(run.stdout)?.[1]);
      // Every page in both languages, as the first build counted them: one HTML file each.
      expect(pages, v).toBe([...before[VARIANTS.indexOf(v)]!.keys()].filter((f) => f.endsWith('.html')).length);
    }
    expect(run.stdout).toMatch(/^Wrote 0 pages in [\d.]+ s .*; \d+ unchanged$/m);
    expect(VARIANTS.map((v) => listing(join(dist, v)))).toEqual(before);
  });
});
