// sources/rates/<state>/<year>.csv: each state's county rows of a tax year; Texas rows name the
// units their bill is made of. Emits each state's resolved counties and the year-on-year diff reports.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StateCode } from '../../../schema/codes.ts';
import { STATES, isStateCode, rel } from '../../paths.ts';
import { pushAll } from '../../result.ts';
import { RATE_COLUMNS } from '../../validate/schemas.ts';
import { type RateRecord, checkRateTable } from '../../validate/rate-table.ts';
import { stateRatesSchema } from '../../../schema/index.ts';
import { toRecordJson } from '../../shared/format.ts';
import { resolvedStateRates } from '../../emit/outputs.ts';
import { planDiffs } from '../../diff/diff-plan.ts';
import type { RatesByState, Sources } from '../sources.ts';
import { type PlanContext, type SourceKind, pathPattern } from '../kind.ts';
import { calcState } from '../../../states/engines.ts';
import { readOr } from '../../ingest/read-text.ts';
import { tableMemo } from '../table-memo.ts';

export type { RatesByState };

/** States whose county rows are billed from their units (Texas): their rates read the unit tables too. */
const FROM_UNITS = STATES.filter((s) => calcState(s).units.typicalBillUnits === true);
const OTHER_STATES = STATES.filter((s) => !FROM_UNITS.includes(s));

/** One state's resolved counties, computed once per plan (the Texas unit diffs read them too). */
export function resolvedRates(s: Sources, state: StateCode, out: PlanContext) {
  return out.memo(`rates/${state}`, () => {
    const tables = s.rates[state];
    if (!tables) return null;
    const byYear = FROM_UNITS.includes(state) ? s.units[state] : undefined;
    const tx = byYear ? { byYear, localExemptions: s.localExemptions } : undefined;
    return resolvedStateRates(state, tables, s.product.productYear, s.national, tx);
  });
}

function planState(s: Sources, state: StateCode, out: PlanContext): void {
  const resolved = resolvedRates(s, state, out);
  if (!resolved) return;
  if (!resolved.ok) {
    out.issues.push(...resolved.errors);
    return;
  }
  const data = { state, productYear: s.product.productYear, counties: resolved.value.counties };
  // Its keys are made in the order its check gives them, so a build reading the file gets from JSON.parse alone what
  // the check gives (checked-record.ts). put checks it unless its text is on record as checked (a unit's import
  // leaves most rows as they were); data that fails is written as planned, and the check of planned outputs reports it.
  out.put(`generated/rates/${state}.json`, data, toRecordJson);
}

export const rates: SourceKind<RatesByState> = {
  paths: ['sources/rates/<state>/<year>.csv'],
  columns: RATE_COLUMNS,
  reads: ['national'],
  async load(ctx) {
    const out: RatesByState = {};
    const states = readOr(() => readdirSync(join(ctx.root, 'sources/rates')), [] as string[]).filter(
      (n) => !n.startsWith('.'),
    );
    const own = ctx.replace && /^sources\/rates\/([^/]+)\//.exec(ctx.replace.path)?.[1];
    if (own && !states.includes(own)) states.push(own);
    const national = ctx.get('national') ?? [];
    for (const state of states.sort()) {
      if (!isStateCode(state)) {
        ctx.issues.push({
          where: `sources/rates/${state}`,
          message: 'folder: expected tx, ca, fl or ny, found an unknown state',
        });
        continue;
      }
      const counties = national.filter((c) => c.state === state.toUpperCase());
      const replaced = ctx.replacing(`sources/rates/${state}`);
      const tables = new Map<number, RateRecord[]>();
      for (const year of await ctx.yearFiles(`sources/rates/${state}`)) {
        const path = rel.rateTable(state, year);
        // Checked as last time while its bytes and the national table's are (neither being imported).
        const memo = [path, rel.national].includes(ctx.replace?.path ?? '')
          ? null
          : tableMemo<RateRecord[]>(ctx.root, path, [rel.national], ctx.digests);
        const kept = memo?.take();
        if (kept) {
          tables.set(year, kept);
          continue;
        }
        const table = await ctx.readTable(path, RATE_COLUMNS);
        if (!table) continue;
        // Tables on disk may be partial: the product year fills up as counties publish.
        const partial = replaced?.year === year ? replaced.partial : true;
        const checked = checkRateTable(table, { state, year, counties, partial });
        pushAll(ctx.issues, checked.issues);
        if (checked.issues.length === 0) memo?.keep(checked.records);
        tables.set(year, checked.records);
      }
      out[state] = tables;
    }
    return out;
  },
  emits: [
    {
      path: FROM_UNITS.map((state) => `generated/rates/${state}.json`).join('|'),
      owns: pathPattern('generated/rates/<state>.json', { state: FROM_UNITS }),
      removeStale: true,
      // These rows are billed from their units, with each unit's local exemptions.
      from: ['rates', 'national', 'product', 'units', 'localExemptions'],
      schema: stateRatesSchema,
      plan(s, out) {
        for (const state of FROM_UNITS) if (out.states.includes(state)) planState(s, state, out);
      },
    },
    {
      path: 'generated/rates/<state>.json',
      owns: pathPattern('generated/rates/<state>.json', { state: OTHER_STATES }),
      removeStale: true,
      from: ['rates', 'national', 'product'],
      schema: stateRatesSchema,
      plan(s, out) {
        for (const state of OTHER_STATES) if (out.states.includes(state)) planState(s, state, out);
      },
    },
    {
      // Every pair already in generated/diffs/ (someone asked for it) and each state's year before → product year.
      path: 'generated/diffs/<state>-<from>-<to>.md|json',
      owns: /^generated\/diffs\/(?:tx|ca|fl|ny)-\d{4}-\d{4}\.(?:md|json)$/,
      removeStale: false,
      report: true,
      from: ['rates', 'product'],
      async plan(s, out) {
        const diffs = await planDiffs(out.root, s);
        if (!diffs.ok) out.issues.push(...diffs.errors);
        else for (const [path, text] of diffs.value) out.putText(path, text);
      },
    },
  ],
};
