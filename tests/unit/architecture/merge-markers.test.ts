// A merge that was committed half-resolved leaves Git's markers in the file, and nothing else
// notices them in Markdown or CSV (the README once shipped two versions of one table this way).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TEXT = /\.(md|ts|tsx|js|json|csv|css|html|yml|yaml)$/;
const MARKER = /^(<{7}|={7}|>{7})( |$)/m;

function tracked(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => TEXT.test(f));
}

describe('committed files', () => {
  it('hold no merge-conflict markers', () => {
    const files = tracked();
    expect(files.length).toBeGreaterThan(100);
    const marked = files.filter((f) => MARKER.test(readFileSync(f, 'utf8')));
    expect(marked).toEqual([]);
  });

  it('the check finds a marker at the start of a line', () => {
    expect(MARKER.test('a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> branch\n')).toBe(true);
    expect(MARKER.test('| a | b |\n|===|===|\n')).toBe(false);
  });
});
