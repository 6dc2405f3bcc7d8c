// Guide and tool facts (sources/facts/<scope>/<topic>.json, scope = all | tx | ca | fl | ny): the
// figures the guides cite, kept once in sources/ and emitted per scope as generated/facts/<scope>.json.
import { FACT_SCOPES, type FactScope } from '../../schema/codes.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Issue } from '../result.ts';
import { parseJson } from '../shared/json-issues.ts';
import { resolveRefs } from './constant-refs.ts';
import type { ConstantContext } from './configs.ts';
import type { SourcedConstant } from '../../schema/index.ts';
import { TOOL_FACT_SCHEMAS } from '../../schema/facts.ts';
import { jsonIssues } from '../shared/json-issues.ts';
import { jsonPosition } from '../shared/json-position.ts';
import { at } from '../result.ts';
import { readOr } from '../ingest/read-text.ts';

export { FACT_SCOPES, type FactScope };
export type Facts = Partial<Record<FactScope, Record<string, unknown>>>;
/** The constants each scope's facts cite, by key, and where (topic.path → key). */
export type FactCitations = Partial<
  Record<FactScope, { used: Record<string, SourcedConstant>; paths: Record<string, string> }>
>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function loadFacts(
  sourcesDir: string,
  constants: ConstantContext,
): Promise<{ facts: Facts; citations: FactCitations; issues: Issue[] }> {
  const facts: Facts = {};
  const citations: FactCitations = {};
  const issues: Issue[] = [];
  for (const scope of FACT_SCOPES) {
    const dir = join(sourcesDir, 'facts', scope);
    const names = readOr(() => readdirSync(dir), [] as string[])
      .filter((n) => !n.startsWith('.'))
      .sort();
    for (const name of names) {
      const where = `sources/facts/${scope}/${name}`;
      if (!name.endsWith('.json')) {
        issues.push({ where, message: 'file: expected a .json topic file, found another kind of file' });
        continue;
      }
      const text = readFileSync(join(dir, name), 'utf8');
      const { data, issues: syntax } = parseJson(where, text);
      if (syntax.length) {
        issues.push(...syntax);
        continue;
      }
      if (!isObject(data)) {
        issues.push({ where, message: 'file: expected a JSON object of facts, found something else' });
        continue;
      }
      if (typeof data.source !== 'string' && !Array.isArray(data.sources)) {
        issues.push({
          where,
          message:
            'source: expected "source" (a string) or "sources" (a list) naming where the figures come from, found neither',
        });
        continue;
      }
      const topic = name.replace(/\.json$/, '');
      const resolved = resolveRefs(data, {
        file: where,
        scope,
        year: constants.year,
        tables: constants.tables,
      });
      if (resolved.issues.length) {
        issues.push(...resolved.issues);
        continue;
      }
      const toolIssues = toolCheck(scope, topic, resolved.data, where, text, resolved.origins);
      if (toolIssues.length) {
        issues.push(...toolIssues);
        continue;
      }
      (facts[scope] ??= {})[topic] = resolved.data;
      const cited = (citations[scope] ??= { used: {}, paths: {} });
      Object.assign(cited.used, resolved.used);
      for (const [path, key] of Object.entries(resolved.paths)) cited.paths[`${topic}.${path}`] = key;
    }
  }
  return { facts, citations, issues };
}

/**
 * A topic a tool computes with must hold numbers where numbers are due. A wrong figure is reported
 * where it is typed: the constant's CSV cell when the fact cites one, else the fact's own place.
 */
function toolCheck(
  scope: FactScope,
  topic: string,
  data: unknown,
  file: string,
  text: string,
  origins: Map<string, string>,
): Issue[] {
  const schema = TOOL_FACT_SCHEMAS[scope]?.[topic];
  if (!schema) return [];
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  return jsonIssues(file, parsed.error, data).map((issue, n) => {
    const path = parsed.error.issues[n]!.path;
    const cell = origins.get(path.map(String).join('.'));
    const pos = jsonPosition(text, path);
    return { ...issue, where: cell ?? (pos ? at(file, pos.line, pos.column) : file) };
  });
}
