// State configs (sources/states/*.json): validated against the StateConfig schema; hub.json is
// only checked to be the hub's object and passed through as it is.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StateCode } from '../../schema/codes.ts';
import type { NationalCounty } from '../../schema/index.ts';
import type { Issue } from '../result.ts';
import { isStateCode, rel } from '../paths.ts';
import { hubConfigSchema, stateConfigSourceSchema } from '../../schema/index.ts';
import { jsonIssues, parseJson } from '../shared/json-issues.ts';
import { type ConstantTables, refIssues, resolveRefs } from './constant-refs.ts';
import { ConfigError, stateEngine } from '../../states/estimate/index.ts';
import type { StateConfig } from '../../schema/index.ts';
import { readOr } from '../ingest/read-text.ts';

export interface Configs {
  states: Partial<Record<StateCode, StateConfig>>;
  hub: Record<string, unknown> | null;
}

function crossCheck(file: string, name: StateCode, c: StateConfig, national: readonly NationalCounty[]): Issue[] {
  const issues: Issue[] = [];
  if (c.stateCode !== name)
    issues.push({ where: file, message: `stateCode: expected "${name}" (the file name), found "${c.stateCode}"` });
  const count = national.filter((n) => n.state === name.toUpperCase()).length;
  if (count && c.stats.countyCount !== count) {
    issues.push({
      where: file,
      message: `stats.countyCount: expected ${count} (${name.toUpperCase()} counties in the national table), found ${c.stats.countyCount}`,
    });
  }
  for (const [key, ex] of Object.entries(c.exemptions)) {
    if (ex.id !== key)
      issues.push({ where: file, message: `exemptions.${key}.id: expected "${key}" (its key), found "${ex.id}"` });
  }
  return issues;
}

export interface ConstantContext {
  tables: ConstantTables;
  /** The product year: the tax year whose figures are cited. */
  year: number;
}

export async function loadConfigs(
  sourcesDir: string,
  national: readonly NationalCounty[],
  constants: ConstantContext,
): Promise<{ configs: Configs; issues: Issue[] }> {
  const configs: Configs = { states: {}, hub: null };
  const issues: Issue[] = [];
  const dir = join(sourcesDir, 'states');
  const names = readOr(() => readdirSync(dir), [] as string[])
    .filter((n) => !n.startsWith('.'))
    .sort();
  for (const fileName of names) {
    const name = fileName.replace(/\.json$/, '');
    const file = rel.stateConfig(name);
    if (!fileName.endsWith('.json') || (!isStateCode(name) && name !== 'hub')) {
      issues.push({
        where: `sources/states/${fileName}`,
        message: 'file: expected tx.json, ca.json, fl.json, ny.json or hub.json, found an unknown file',
      });
      continue;
    }
    const { data: raw, issues: syntax } = parseJson(file, readFileSync(join(dir, fileName), 'utf8'));
    if (syntax.length) {
      issues.push(...syntax);
      continue;
    }
    if (name === 'hub') {
      const parsed = hubConfigSchema.safeParse(raw);
      if (!parsed.success) {
        issues.push(...jsonIssues(file, parsed.error, raw));
        continue;
      }
      configs.hub = raw as Record<string, unknown>;
      continue;
    }
    const resolved = resolveRefs(raw, {
      file,
      scope: name as StateCode,
      year: constants.year,
      tables: constants.tables,
    });
    if (resolved.issues.length) {
      issues.push(...resolved.issues);
      continue;
    }
    const parsed = stateConfigSourceSchema.safeParse(resolved.data);
    if (!parsed.success) {
      issues.push(...refIssues(file, parsed.error, resolved, (e) => jsonIssues(file, e, resolved.data)));
      continue;
    }
    const config: StateConfig = {
      ...parsed.data,
      constants: sortedRecord(resolved.used),
      constantPaths: sortedRecord(resolved.paths),
    };
    const engineIssues = engineChecks(file, config, resolved.origins);
    if (engineIssues.length) {
      issues.push(...engineIssues);
      continue;
    }
    const cross = crossCheck(file, name as StateCode, config, national);
    issues.push(...cross);
    if (!cross.length) configs.states[name as StateCode] = config;
  }
  return { configs, issues };
}

/**
 * The engines read their constants through their own rule readers; running them here turns a figure
 * the engine cannot use (a string where a number is due) into a validation error at the cited cell,
 * instead of a failed build.
 */
function engineChecks(file: string, config: StateConfig, origins: ReadonlyMap<string, string>): Issue[] {
  try {
    stateEngine(config.stateCode, config);
    return [];
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    const m = /^[a-z]{2}\.(\S+): (.*)$/s.exec(e.message);
    const path = m?.[1] ?? '';
    const origin = origins.get(path);
    return [
      origin
        ? { where: origin, message: `value: ${m![2]} (it is used at ${path} of ${file})` }
        : { where: file, message: m ? `${path}: ${m[2]}` : e.message },
    ];
  }
}

const sortedRecord = <T>(r: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(r).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
