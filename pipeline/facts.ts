// Guide and tool facts (sources/facts/<scope>/<topic>.json, scope = all | tx | ca | fl | ny): the
// figures the guides cite, kept once in sources/ and emitted per scope as generated/facts/<scope>.json.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Issue } from './result.ts';
import { parseJson } from './json-issues.ts';

export const FACT_SCOPES = ['all', 'tx', 'ca', 'fl', 'ny'] as const;
export type FactScope = (typeof FACT_SCOPES)[number];
export type Facts = Partial<Record<FactScope, Record<string, unknown>>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function loadFacts(sourcesDir: string): Promise<{ facts: Facts; issues: Issue[] }> {
  const facts: Facts = {};
  const issues: Issue[] = [];
  for (const scope of FACT_SCOPES) {
    const dir = join(sourcesDir, 'facts', scope);
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => !n.startsWith('.')).sort();
    for (const name of names) {
      const where = `sources/facts/${scope}/${name}`;
      if (!name.endsWith('.json')) { issues.push({ where, message: 'file: expected a .json topic file, found another kind of file' }); continue; }
      const { data, issues: syntax } = parseJson(where, await readFile(join(dir, name), 'utf8'));
      if (syntax.length) { issues.push(...syntax); continue; }
      if (!isObject(data)) { issues.push({ where, message: 'file: expected a JSON object of facts, found something else' }); continue; }
      if (typeof data.source !== 'string' && !Array.isArray(data.sources)) {
        issues.push({ where, message: 'source: expected "source" (a string) or "sources" (a list) naming where the figures come from, found neither' });
        continue;
      }
      (facts[scope] ??= {})[name.replace(/\.json$/, '')] = data;
    }
  }
  return { facts, issues };
}
