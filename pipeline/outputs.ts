// Pure: validated sources → the complete content of every file `rates emit` owns, keyed by path
// relative to the root. emit.ts writes or checks this map; nothing here touches the disk.
import { z } from 'zod';
import type { NationalCounty } from '../site/calc/types.ts';
import type { Sources } from './load-sources.ts';
import { type Issue, type Result, fail, ok } from './result.ts';
import { STATES } from './paths.ts';
import { resolveState } from './resolve.ts';
import { JSON_SCHEMAS, type StateConfigOut } from './output-schemas.ts';
import { configModule, nationalModule, nycModule, stateRatesModule } from './render-ts.ts';
import { median, round6, toJson } from './format.ts';
import { cmp } from './units.ts';
import { ZIP_OUTPUT } from './zip-county.ts';

/** New York publishes no statewide average; the site shows a derived one and says how it was formed. */
export function withDerivedAverage(config: StateConfigOut, national: readonly NationalCounty[]): StateConfigOut {
  if (config.stats.averageRatePct !== null) return config;
  const counties = national.filter((c) => c.state === config.stateCode.toUpperCase());
  const rates = counties.map((c) => c.effectiveRatePct).filter((r): r is number => r !== null);
  const value = median(rates);
  if (value === null) return config;
  const source = counties[0]?.source.split(',').slice(0, 2).join(',') ?? 'the national table';
  const note = `Median of the effective rates (median taxes paid ÷ median home value) of the state's ${rates.length} counties in the national table (${source}); computed by this project because the state publishes no single average rate.`;
  const { countyCount, minExemption, taxDueDate } = config.stats;
  const averageRatePct = round6(Math.round(value * 100) / 100);
  return { ...config, stats: { countyCount, averageRatePct, averageRateNote: note, minExemption, taxDueDate } };
}

/** Units of the product year, or of the newest earlier year when the product year has none yet. */
function unitsFor(s: Sources) {
  const year = [...s.units.keys()].filter((y) => y <= s.product.productYear).sort((a, b) => b - a)[0];
  return year === undefined ? undefined : s.units.get(year);
}

export function planOutputs(s: Sources): Result<Map<string, string>> {
  const files = new Map<string, string>();
  const issues: Issue[] = [];
  const { productYear } = s.product;
  for (const state of STATES) {
    const tables = s.rates[state];
    if (!tables) continue;
    const resolved = resolveState(state, tables, productYear, s.national);
    if (!resolved.ok) { issues.push(...resolved.errors); continue; }
    const units = state === 'tx' ? unitsFor(s) : undefined;
    const data = { state, productYear, counties: resolved.value, ...(units ? { units } : {}) };
    files.set(`generated/rates/${state}.json`, toJson(data));
    files.set(`generated/rates/${state}.ts`, stateRatesModule(state, data));
  }
  // Product settings (year, display constants) reach the site through generated/ like everything else.
  files.set('generated/product.json', toJson(s.product));
  const national = [...s.national].sort((a, b) => cmp(a.fips, b.fips));
  files.set('generated/rates/us.json', toJson({ counties: national }));
  files.set('generated/rates/us.ts', nationalModule({ counties: national }));
  for (const state of STATES) {
    const config = s.configs.states[state];
    if (!config) continue;
    const data = withDerivedAverage(config, s.national);
    files.set(`generated/config/${state}.json`, toJson(data));
    files.set(`generated/config/${state}.ts`, configModule(state, data));
  }
  if (s.configs.hub) {
    files.set('generated/config/hub.json', toJson(s.configs.hub));
    files.set('generated/config/hub.ts', configModule('hub', s.configs.hub));
  }
  if (s.nyc) {
    files.set('generated/nyc/class-rates.json', toJson({ rates: s.nyc }));
    files.set('generated/nyc/class-rates.ts', nycModule({ rates: s.nyc }));
  }
  for (const [scope, topics] of Object.entries(s.facts)) {
    files.set(`generated/facts/${scope}.json`, toJson(Object.fromEntries(Object.entries(topics).sort(([a], [b]) => cmp(a, b)))));
  }
  // Guide texts as written (Markdown with placeholders); the site renders them with the data.
  for (const [scope, content] of Object.entries(s.content)) {
    const pages = Object.fromEntries(Object.entries(content.pages).sort(([a], [b]) => cmp(a, b))
      .map(([id, langs]) => [id, Object.fromEntries(Object.entries(langs).map(([lang, { bodyLine: _line, ...page }]) => [lang, page]))]));
    files.set(`generated/content/${scope}.json`, toJson({ pages, ...(content.faq ? { faq: content.faq } : {}), ...(content.glossary ? { glossary: content.glossary } : {}) }));
  }
  // The Mello-Roos finder's ZIP table (pipeline/zip-county.ts), fetched by the browser on the first search.
  if (s.zipCounties) files.set(ZIP_OUTPUT, toJson(s.zipCounties));
  for (const [name, schema] of Object.entries(JSON_SCHEMAS)) {
    const { $schema, ...rest } = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
    files.set(`generated/schema/${name}`, toJson({ $schema, $id: name, ...rest }));
  }
  return issues.length ? fail(issues) : ok(new Map([...files].sort(([a], [b]) => cmp(a, b))));
}
