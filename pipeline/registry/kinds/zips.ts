// sources/zips/: NCES EDGE's ZIP area ↔ school district land shares for the four states billed by unit, the
// Texas LEAID ↔ TEA table and the hand pairs of the join, checked always; joined to the project's units and,
// with the ZIP package's counties and centres, written to generated/zips/<state>.json. Where the package is not
// installed (test fixtures) the tables are still checked but no file is written; where sources/zips/ is absent
// (the mini fixture) there is nothing to read.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { StateCode } from '../../../schema/codes.ts';
import type { Unit } from '../../../schema/index.ts';
import { zipFileSchema } from '../../../schema/index.ts';
import { pushAll } from '../../result.ts';
import {
  DISTRICT_COLUMNS,
  TEA_COLUMNS,
  TEA_PATH,
  type TeaRecord,
  ZIP_STATES,
  zipRules,
  ZIPS_DIR,
  type ZipState,
  checkDistrictTable,
  checkTeaTable,
  districtsPath,
} from '../../validate/zip-districts.ts';
import { PAIR_COLUMNS, PAIRED_STATES, type NamePair, checkPairs, pairsPath } from '../../validate/zip-pairs.ts';
import type { ProjectUnit } from '../../validate/zip-match.ts';
import { joinState } from '../../validate/zip-join.ts';
import { zipFile } from '../../validate/zip-entries.ts';
import { CENTRE_FILE, loadZipPackage } from '../../validate/zip-package.ts';
import { commonKey, keepZips, stateKey, takeZips } from './zip-memo.ts';
import { ZIP_FILE, ZIP_PACKAGE } from '../../validate/zip-county.ts';
import type { LoadContext } from '../kind.ts';
import type { ZipTables } from '../sources.ts';
import { type SourceKind, pathPattern } from '../kind.ts';
import { readOr } from '../../ingest/read-text.ts';
import { toJson } from '../../shared/format.ts';

export const zipsOutputPath = (state: ZipState) => `generated/zips/${state}.json`;

const PACKAGE_DIR = `node_modules/${ZIP_PACKAGE}`;
/** What every state's file is made from besides its own tables (zip-memo.ts): the package's files, the TEA table. */
const PACKAGE_FILES = [`${PACKAGE_DIR}/${ZIP_FILE}`, `${PACKAGE_DIR}/${CENTRE_FILE}`, `${PACKAGE_DIR}/package.json`];
const stateFiles = (state: ZipState): string[] => [
  districtsPath(state),
  ...((PAIRED_STATES as readonly ZipState[]).includes(state) ? [pairsPath(state)] : []),
];

export type { ZipTables };

/** Each unit's newest row over the years, with its county. */
function projectUnits(tables: Map<number, Record<string, Unit[]>> | undefined): ProjectUnit[] {
  const newest = new Map<string, ProjectUnit>();
  for (const year of [...(tables?.keys() ?? [])].sort((a, b) => a - b))
    for (const [fips, units] of Object.entries(tables!.get(year)!))
      for (const u of units)
        newest.set(`${fips}/${u.id}`, {
          fips,
          id: u.id,
          name: u.name,
          type: u.type,
          billed: u.ratePct !== null,
          ...(u.group ? { group: u.group.en } : {}),
        });
  return [...newest.values()];
}

async function readPairs(ctx: LoadContext, state: ZipState, names: ReadonlyMap<string, string>): Promise<NamePair[]> {
  if (!(PAIRED_STATES as readonly ZipState[]).includes(state)) return [];
  const table = await ctx.readTable(pairsPath(state), PAIR_COLUMNS);
  if (!table) return [];
  const checked = checkPairs(table, names);
  pushAll(ctx.issues, checked.issues);
  return checked.pairs;
}

async function readTea(ctx: LoadContext): Promise<Map<string, TeaRecord> | null> {
  const table = await ctx.readTable(TEA_PATH, TEA_COLUMNS);
  if (!table) return null;
  const checked = checkTeaTable(table);
  pushAll(ctx.issues, checked.issues);
  return checked.issues.length ? null : checked.records;
}

export const zips: SourceKind<ZipTables | null> = {
  paths: [
    'sources/zips/<state>.csv',
    TEA_PATH,
    'sources/zips/<state>-name-pairs.csv',
    `node_modules/${ZIP_PACKAGE}/${ZIP_FILE}`,
    `node_modules/${ZIP_PACKAGE}/${CENTRE_FILE}`,
  ],
  columns: `<state>.csv: ${DISTRICT_COLUMNS.required.join(', ')}; tx-nces-tea.csv: ${TEA_COLUMNS.required.join(', ')}; <state>-name-pairs.csv: ${PAIR_COLUMNS.required.join(', ')}`,
  reads: ['national', 'units'],
  async load(ctx) {
    const present = readOr(() => statSync(join(ctx.root, ZIPS_DIR)), null);
    if (!present?.isDirectory()) return null;
    const national = ctx.get('national') ?? [];
    const units = ctx.get('units') ?? {};
    // A ZIP table being imported is read through its replacement: then nothing is taken from the memo, or kept.
    const common = ctx.replace?.kind === 'zips' ? undefined : commonKey(ctx.root, PACKAGE_FILES, [TEA_PATH], national);
    // The package and the TEA table, read once a state is not in the memo.
    let shared: { pkg: Awaited<ReturnType<typeof loadZipPackage>>; tea: Map<string, TeaRecord> | null; clean: boolean };
    const loadShared = async (): Promise<typeof shared> => {
      const before = ctx.issues.length;
      const pkg = await loadZipPackage(ctx.root, national);
      pushAll(ctx.issues, pkg.issues);
      const tea = await readTea(ctx);
      return { pkg, tea, clean: ctx.issues.length === before };
    };
    const out: ZipTables = { files: {}, texts: {}, reports: [] };
    for (const state of ZIP_STATES.filter((s) => ctx.states.includes(s))) {
      const projected = projectUnits(units[state as StateCode]);
      const key = common && stateKey(ctx.root, common, stateFiles(state), projected);
      const kept = key ? takeZips(ctx.root, state, key) : null;
      if (kept) {
        const file = kept.file;
        if (file) {
          out.texts[state] = file.text;
          Object.defineProperty(out.files, state, { get: file.value, enumerable: true, configurable: true });
        }
        out.reports.push(kept.report);
        continue;
      }
      shared ??= await loadShared();
      const { pkg, tea } = shared;
      const before = ctx.issues.length;
      const table = await ctx.readTable(districtsPath(state), DISTRICT_COLUMNS);
      if (!table) continue;
      const { rows, issues } = checkDistrictTable(table, state);
      pushAll(ctx.issues, issues);
      const pairs = await readPairs(ctx, state, new Map(rows.map((r) => [r.leaid, r.name])));
      // A join over a table with problems would only repeat them as districts that join nothing.
      if (issues.length || (zipRules(state).join === 'tea-districts' && !tea)) continue;
      const joined = joinState({
        state,
        rows,
        pairs,
        pairsFile: pairsPath(state),
        tea: tea ?? new Map(),
        units: projected,
        national,
        zipCounties: pkg.pkg?.counties[state] ?? null,
      });
      pushAll(ctx.issues, joined.issues);
      const made = pkg.pkg ? zipFile(state, rows, joined.join, pkg.pkg) : null;
      const text = made ? toJson(made.file) : null;
      if (made && text !== null) {
        out.files[state] = made.file;
        out.texts[state] = text;
      }
      const report = { state, join: joined.join, counts: made?.counts ?? null };
      out.reports.push(report);
      if (key && shared.clean && ctx.issues.length === before) keepZips(ctx.root, state, key, text, report);
    }
    return out;
  },
  emits: [
    {
      path: 'generated/zips/<state>.json',
      owns: pathPattern('generated/zips/<state>.json', { state: ZIP_STATES }),
      removeStale: true,
      from: ['zips'],
      schema: zipFileSchema,
      plan(s, out) {
        for (const state of ZIP_STATES.filter((z) => out.states.includes(z))) {
          const text = s.zips?.texts[state];
          if (text !== undefined) out.putJsonText(zipsOutputPath(state), text, () => s.zips!.files[state]);
        }
      },
    },
  ],
};
