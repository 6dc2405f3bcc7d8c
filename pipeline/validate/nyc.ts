// New York City's class rates per fiscal year, read by the NYC class engine.
import type { CsvTable } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import type { NycClassRate } from '../../schema/index.ts';
import { NYC_COLUMNS, nycRow } from './schemas.ts';
import { fieldIssue, validateRows } from './rows.ts';
import { round6 } from '../shared/format.ts';

export function checkNyc(t: CsvTable): { rates: NycClassRate[]; issues: Issue[] } {
  const { rows, issues } = validateRows(t, nycRow, NYC_COLUMNS.required);
  const seen = new Map<number, number>();
  const rates: NycClassRate[] = [];
  for (const { line, row: r } of rows) {
    const first = seen.get(r.fiscal_year);
    if (first !== undefined) {
      issues.push(
        fieldIssue(t, line, 'fiscal_year', 'each fiscal year once', `${r.fiscal_year} again (first on line ${first})`),
      );
      continue;
    }
    seen.set(r.fiscal_year, line);
    rates.push({
      fiscalYear: r.fiscal_year,
      label: r.label,
      class1Pct: round6(r.class1_pct),
      class2Pct: round6(r.class2_pct),
      class3Pct: round6(r.class3_pct),
      class4Pct: round6(r.class4_pct),
      source: r.source,
    });
  }
  rates.sort((a, b) => a.fiscalYear - b.fiscalYear);
  return { rates, issues };
}
