// What each sourced constant is called, in both languages (sources/constants/labels.csv), so the
// sources page and any page naming a figure read it in the page's language. Every constant needs
// its label; a label for a figure no table holds is a typo and refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Localized } from '../../schema/index.ts';
import { type ColumnSpec, parseCsv } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import { fieldIssue, validateRows } from './rows.ts';
import type { ConstantScope } from '../../schema/codes.ts';
import type { ConstantTable } from './constant-table.ts';
import { readOr } from '../ingest/read-text.ts';

export const LABEL_FILE = 'labels.csv';
const LABEL_COLUMNS: ColumnSpec = { required: ['scope', 'key', 'label_en', 'label_es'], optional: [] };
const label = (lang: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `the figure's name in ${lang}` })
    .max(120, { error: `a name in ${lang} of at most 120 characters` });
const labelRow = z.object({
  scope: z.string(),
  key: z.string(),
  label_en: label('English'),
  label_es: label('Spanish'),
});

/** Puts each constant's label on its records; lists constants without one and labels without a constant. */
export async function attachLabels(
  sourcesDir: string,
  tables: Partial<Record<ConstantScope, ConstantTable>>,
): Promise<Issue[]> {
  const file = `sources/constants/${LABEL_FILE}`;
  const text = readOr(() => readFileSync(join(sourcesDir, 'constants', LABEL_FILE), 'utf8'), null);
  const scopes = Object.keys(tables) as ConstantScope[];
  if (text === null) {
    return scopes.length
      ? [
          {
            where: file,
            message:
              'file: expected the names of the constants in English and Spanish (scope,key,label_en,label_es), found no file',
          },
        ]
      : [];
  }
  const parsed = parseCsv(text, file, LABEL_COLUMNS);
  if (!parsed.ok) return parsed.errors;
  const { rows, issues } = validateRows(parsed.value, labelRow, LABEL_COLUMNS.required);
  const labels = new Map<string, Localized>();
  for (const { line, row } of rows) {
    const records = tables[row.scope as ConstantScope]?.get(row.key);
    if (!records) {
      issues.push(
        fieldIssue(parsed.value, line, 'key', `a key of sources/constants/${row.scope}.csv`, JSON.stringify(row.key)),
      );
      continue;
    }
    labels.set(`${row.scope}/${row.key}`, { en: row.label_en, es: row.label_es });
    for (const r of records) r.label = { en: row.label_en, es: row.label_es };
  }
  for (const scope of scopes) {
    for (const [key, records] of tables[scope]!) {
      if (labels.has(`${scope}/${key}`)) continue;
      issues.push({
        where: records[0]!.valueAt.replace(/:\d+$/, ':1'),
        message: `key: expected a row for ${scope},${key} in ${file} naming the figure in English and Spanish, found none`,
      });
    }
  }
  return issues;
}
