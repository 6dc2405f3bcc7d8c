// Guide and tool facts (sources/facts/<scope>/<topic>.json, scope = all | tx | ca | fl | ny): the
// figures the guides cite, kept once in sources/ and emitted per scope as generated/facts/<scope>.json.
import { STATE_CODES } from '../site/calc/types.ts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Issue } from './result.ts';
import { parseJson } from './json-issues.ts';
import { resolveRefs } from './constant-refs.ts';
import type { ConstantContext } from './configs.ts';
import type { SourcedConstant } from '../site/calc/types.ts';
import type { PageData } from '../site/pages/render.tsx';
import { melloRoosFacts, paymentFacts, prop13Facts } from '../site/pages/tool-facts.ts';

export const FACT_SCOPES = ['all', ...STATE_CODES] as const;
export type FactScope = (typeof FACT_SCOPES)[number];
export type Facts = Partial<Record<FactScope, Record<string, unknown>>>;
/** The constants each scope's facts cite, by key, and where (topic.path → key). */
export type FactCitations = Partial<Record<FactScope, { used: Record<string, SourcedConstant>; paths: Record<string, string> }>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function loadFacts(sourcesDir: string, constants: ConstantContext): Promise<{ facts: Facts; citations: FactCitations; issues: Issue[] }> {
  const facts: Facts = {};
  const citations: FactCitations = {};
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
      const topic = name.replace(/\.json$/, '');
      const resolved = resolveRefs(data, { file: where, scope: scope === 'all' ? 'us' : scope, year: constants.year, tables: constants.tables });
      if (resolved.issues.length) { issues.push(...resolved.issues); continue; }
      (facts[scope] ??= {})[topic] = resolved.data;
      const cited = (citations[scope] ??= { used: {}, paths: {} });
      Object.assign(cited.used, resolved.used);
      for (const [path, key] of Object.entries(resolved.paths)) cited.paths[`${topic}.${path}`] = key;
    }
  }
  issues.push(...toolChecks(facts));
  return { facts, citations, issues };
}

/** The tools read their facts through their own checks; running them here refuses a mistyped figure at validation, not at build. */
function toolChecks(facts: Facts): Issue[] {
  const data = { facts } as unknown as PageData;
  const checks: [FactScope, string, (d: PageData) => unknown][] = [['tx', 'payment', paymentFacts], ['ca', 'mello-roos', melloRoosFacts], ['ca', 'tools-prop13', prop13Facts]];
  const issues: Issue[] = [];
  for (const [scope, topic, check] of checks) {
    if (!facts[scope]?.[topic]) continue;
    try {
      check(data);
    } catch (e) {
      const [where, ...rest] = (e as Error).message.split(' → ');
      issues.push({ where: where ?? `sources/facts/${scope}/${topic}.json`, message: rest.join(' → ') || (e as Error).message });
    }
  }
  return issues;
}
