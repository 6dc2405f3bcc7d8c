// sources/zips/<state>-name-pairs.csv: the hand-kept part of the join, for the districts no name rule can
// join. A row with both sides pairs an NCES district with the project's name for it; a row with one side
// says why that district joins nothing. Every row has its reason, and the NCES name is written out so a
// row that names the wrong LEAID is caught.
import { z } from 'zod';
import type { ColumnSpec, CsvTable } from '../ingest/ingest.ts';
import { type Issue, at } from '../result.ts';
import { columnOf, validateRows } from './rows.ts';
import { ZIPS_DIR, type ZipState } from './zip-districts.ts';

export const pairsPath = (state: ZipState) => `${ZIPS_DIR}/${state}-name-pairs.csv`;
/** The states whose join has hand pairs. */
export const PAIRED_STATES = ['tx', 'ny', 'fl'] as const satisfies readonly ZipState[];

export const PAIR_COLUMNS: ColumnSpec = { required: ['leaid', 'nces_name', 'project_name', 'reason'], optional: [] };

export interface NamePair {
  line: number;
  /** Empty: a project district with no NCES district. */
  leaid: string;
  ncesName: string;
  /** Empty: an NCES district with no project district. Texas an ISD's name, New York a district's, Florida a county. */
  projectName: string;
  reason: string;
  /** FILE:LINE:COLUMN of its leaid and project_name cells, for problems the join finds. */
  where: { leaid: string; projectName: string };
}

const pairRow = z
  .object({
    leaid: z.string().regex(/^(\d{7})?$/, 'a 7-digit NCES district id, or nothing for a district NCES lacks'),
    nces_name: z.string(),
    project_name: z.string(),
    reason: z.string().trim().min(1, 'why the pair holds, or why the district joins nothing'),
  })
  .refine((r) => r.leaid !== '' || r.project_name !== '', {
    message: 'an NCES district (leaid, nces_name), a project name, or both',
    path: ['leaid'],
  })
  .refine((r) => (r.leaid === '') === (r.nces_name === ''), {
    message: "the NCES district's name as the state table writes it, exactly when leaid is given",
    path: ['nces_name'],
  });

/**
 * Checks a pairs table against the NCES names of the state's table (`ncesNames`: leaid → name). Each LEAID and each
 * project name at most once.
 */
export function checkPairs(
  table: CsvTable,
  ncesNames: ReadonlyMap<string, string>,
): { pairs: NamePair[]; issues: Issue[] } {
  const { rows, issues } = validateRows(table, pairRow, PAIR_COLUMNS.required);
  const pairs: NamePair[] = [];
  const leaids = new Map<string, number>();
  const projects = new Map<string, number>();
  const where = (line: number, field: string) => at(table.file, line, columnOf(table, field));
  for (const { line, row } of rows) {
    const p: NamePair = {
      line,
      leaid: row.leaid,
      ncesName: row.nces_name,
      projectName: row.project_name,
      reason: row.reason,
      where: { leaid: where(line, 'leaid'), projectName: where(line, 'project_name') },
    };
    if (p.leaid) {
      const known = ncesNames.get(p.leaid);
      if (known === undefined)
        issues.push({
          where: where(line, 'leaid'),
          message: `leaid: expected a district of the state's table, found ${p.leaid}, which it does not list`,
        });
      else if (known !== p.ncesName)
        issues.push({
          where: where(line, 'nces_name'),
          message: `nces_name: expected ${JSON.stringify(known)} (the table's name for ${p.leaid}), found ${JSON.stringify(p.ncesName)}`,
        });
      const again = leaids.get(p.leaid);
      if (again !== undefined)
        issues.push({
          where: where(line, 'leaid'),
          message: `leaid: expected each district once, found ${p.leaid} again (first on line ${again})`,
        });
      leaids.set(p.leaid, line);
    }
    if (p.projectName) {
      const again = projects.get(p.projectName);
      if (again !== undefined)
        issues.push({
          where: where(line, 'project_name'),
          message: `project_name: expected each name once, found ${JSON.stringify(p.projectName)} again (first on line ${again})`,
        });
      projects.set(p.projectName, line);
    }
    pairs.push(p);
  }
  return { pairs, issues };
}
