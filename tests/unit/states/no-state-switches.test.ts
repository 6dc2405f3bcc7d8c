// Adding a state never means editing shared code: what differs by state is read from its folder
// (states/<code>/) through the registry. A line of the site, the CLI or the build that compares
// a state code with a literal ('tx', 'ny' …) or switches on one fails here, by file and line. Where
// the pipeline reads a state's own kind of source (its ZIP join, its history tables), the state's
// module names the kind and the pipeline keeps one reader per kind, not per state.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../../../schema/codes.ts';
import { CODE_ROOTS } from '../architecture/import-graph.ts';
import { ROOT } from '../calc/helpers.ts';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));

const codes = STATE_CODES.join('|');
const COMPARE = new RegExp(`(?:[!=]==\\s*'(?:${codes})'|'(?:${codes})'\\s*[!=]==|case\\s+'(?:${codes})'\\s*:)`);

/** Each line of `text` that decides by a state code, as "file:line". */
function stateSwitches(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (COMPARE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('shared code holds no state switch', () => {
  it('no line of the code outside a state’s own folder (states/<code>/) compares a state code with a literal', () => {
    const own = new RegExp(`^states/(?:${codes})/`);
    const files = CODE_ROOTS.flatMap((d) => (d.endsWith('.ts') ? [join(ROOT, d)] : walk(join(ROOT, d))))
      .filter((f) => /\.tsx?$/.test(f))
      .filter((f) => !own.test(relative(ROOT, f)));
    expect(files.length).toBeGreaterThan(450);
    const found = files.flatMap((f) => stateSwitches(relative(ROOT, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('catches the switches it is there to refuse, and lets a result kind through', () => {
    const sample = [
      "if (config.stateCode === 'fl') return null;",
      "const fiscal = 'ca' !== state;",
      "  case 'ny':",
      "const total = result.kind === 'nyc' ? result.finalTax : result.annualTax;",
      "const counties = countiesOf(data, 'ca');",
    ].join('\n');
    expect(stateSwitches('X.tsx', sample).map((l) => l.split(':')[1])).toEqual(['1', '2', '3']);
  });
});
