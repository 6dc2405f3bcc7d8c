// Which diff reports `rates emit` keeps current: every pair already in generated/diffs/ (someone
// asked for it) and, for each state with a product-year table, the previous year → product year.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StateCode } from '../../schema/codes.ts';
import { type Issue, type Result, fail, ok } from '../result.ts';
import { STATES, isStateCode } from '../paths.ts';
import { type DiffInputs, buildDiff } from './diff-files.ts';
import { readOr } from '../ingest/read-text.ts';
import { contentText } from '../shared/utf8-bytes.ts';

interface Pair {
  state: StateCode;
  from: number;
  to: number;
}

const key = (p: Pair) => `${p.state}-${p.from}-${p.to}`;

async function pairsOnDisk(root: string): Promise<Pair[]> {
  const names = readOr(() => readdirSync(join(root, 'generated/diffs')), [] as string[]);
  return names.flatMap((n) => {
    const m = /^([a-z]{2})-(\d{4})-(\d{4})\.(?:md|json)$/.exec(n);
    return m && isStateCode(m[1]!) ? [{ state: m[1], from: Number(m[2]), to: Number(m[3]) }] : [];
  });
}

function productYearPairs(s: DiffInputs): Pair[] {
  const to = s.product.productYear;
  return STATES.flatMap((state) => {
    const years = [...(s.rates[state]?.keys() ?? [])];
    const from = years.filter((y) => y < to).sort((a, b) => b - a)[0];
    return years.includes(to) && from !== undefined ? [{ state, from, to }] : [];
  });
}

/** Path → content of every diff report emit owns; a pair whose tables are gone is left alone. */
export async function planDiffs(root: string, s: DiffInputs): Promise<Result<Map<string, string>>> {
  const pairs = new Map([...(await pairsOnDisk(root)), ...productYearPairs(s)].map((p) => [key(p), p]));
  const files = new Map<string, string>();
  const issues: Issue[] = [];
  for (const p of [...pairs.values()].sort((a, b) => (key(a) < key(b) ? -1 : 1))) {
    if (!s.rates[p.state]?.has(p.from) || !s.rates[p.state]?.has(p.to)) continue;
    const built = buildDiff(s, p);
    if (!built.ok) {
      issues.push(...built.errors);
      continue;
    }
    for (const f of built.value.files) files.set(f.path, contentText(f.content));
  }
  return issues.length ? fail(issues) : ok(files);
}
