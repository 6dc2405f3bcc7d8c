// State configs (sources/states/*.json): validated against the StateConfig schema; hub.json is
// only checked to be the hub's object and passed through as it is.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NationalCounty, StateCode } from '../site/calc/types.ts';
import type { Issue } from './result.ts';
import { isStateCode, rel } from './paths.ts';
import { hubConfigSchema, stateConfigSchema, type StateConfigOut } from './output-schemas.ts';
import { jsonIssues, parseJson } from './json-issues.ts';

export interface Configs {
  states: Partial<Record<StateCode, StateConfigOut>>;
  hub: Record<string, unknown> | null;
}

function crossCheck(file: string, name: StateCode, c: StateConfigOut, national: readonly NationalCounty[]): Issue[] {
  const issues: Issue[] = [];
  if (c.stateCode !== name) issues.push({ where: file, message: `stateCode: expected "${name}" (the file name), found "${c.stateCode}"` });
  const count = national.filter((n) => n.state === name.toUpperCase()).length;
  if (count && c.stats.countyCount !== count) {
    issues.push({ where: file, message: `stats.countyCount: expected ${count} (${name.toUpperCase()} counties in the national table), found ${c.stats.countyCount}` });
  }
  for (const [key, ex] of Object.entries(c.exemptions)) {
    if (ex.id !== key) issues.push({ where: file, message: `exemptions.${key}.id: expected "${key}" (its key), found "${ex.id}"` });
  }
  return issues;
}

export async function loadConfigs(sourcesDir: string, national: readonly NationalCounty[]): Promise<{ configs: Configs; issues: Issue[] }> {
  const configs: Configs = { states: {}, hub: null };
  const issues: Issue[] = [];
  const dir = join(sourcesDir, 'states');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => !n.startsWith('.')).sort();
  for (const fileName of names) {
    const name = fileName.replace(/\.json$/, '');
    const file = rel.stateConfig(name);
    if (!fileName.endsWith('.json') || (!isStateCode(name) && name !== 'hub')) {
      issues.push({ where: `sources/states/${fileName}`, message: 'file: expected tx.json, ca.json, fl.json, ny.json or hub.json, found an unknown file' });
      continue;
    }
    const { data, issues: syntax } = parseJson(file, await readFile(join(dir, fileName), 'utf8'));
    if (syntax.length) { issues.push(...syntax); continue; }
    const parsed = (name === 'hub' ? hubConfigSchema : stateConfigSchema).safeParse(data);
    if (!parsed.success) { issues.push(...jsonIssues(file, parsed.error, data)); continue; }
    if (name === 'hub') { configs.hub = data as Record<string, unknown>; continue; }
    const config = parsed.data as StateConfigOut;
    const cross = crossCheck(file, name as StateCode, config, national);
    issues.push(...cross);
    if (!cross.length) configs.states[name as StateCode] = config;
  }
  return { configs, issues };
}
