// Texas local-option homestead exemptions (sources/exemptions/tx/<year>.csv): what each taxing
// unit adopted on top of the state's school amounts. A unit may have rows from several years
// (a figure found for 2024, another for 2026); the current figures are, field by field, the
// newest given up to the product year, and the years they come from are kept.
import { z } from 'zod';
import type { Confidence, LocalExemptions, Unit } from '../../schema/index.ts';
import type { ColumnSpec, CsvTable } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import { confidence, fips } from './schemas.ts';
import { fieldIssue, validateRows } from './rows.ts';

export const LOCAL_EXEMPTION_COLUMNS: ColumnSpec = {
  required: [
    'fips',
    'unit_id',
    'unit_name',
    'tax_year',
    'homestead_pct',
    'homestead_flat',
    'over65_amount',
    'disabled_amount',
    'publisher',
    'document',
    'url',
    'read_on',
    'confidence',
    'note',
  ],
  // The copy (a news report, a repository) a figure was read in, when the official page was not found.
  optional: ['provenance'],
};

const NUM_RE = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const optionalNumber = (max: number, what: string) =>
  z.string().transform((v, ctx): number | null => {
    if (v === '') return null;
    const n = Number(v);
    if (!NUM_RE.test(v) || n > max) {
      ctx.addIssue({ code: 'custom', message: `${what} (0 to ${max}) or nothing when unknown` });
      return z.NEVER;
    }
    return n;
  });
const text = (expect: string, max = 1000) =>
  z
    .string()
    .min(1, { error: expect })
    .max(max, { error: `${expect} of at most ${max} characters` })
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: `${expect} without control characters` });

export function localExemptionRow(maxPct: number) {
  return z.object({
    fips,
    unit_id: text('the unit id of sources/units/tx (e.g. 101-124-03 or 48201-isd-houston-isd)', 100),
    unit_name: text('the unit name', 200),
    tax_year: z
      .string()
      .regex(/^\d{4}$/, { error: 'the tax year the figures apply to, e.g. 2025' })
      .transform(Number),
    homestead_pct: optionalNumber(maxPct, 'a percentage of appraised value'),
    homestead_flat: optionalNumber(1e7, 'dollars'),
    over65_amount: optionalNumber(1e7, 'dollars'),
    disabled_amount: optionalNumber(1e7, 'dollars'),
    publisher: text('who published the figures', 300),
    document: text('the page or document they were read in', 500),
    url: z.string().regex(/^(?:https?:\/\/\S+)?$/, { error: 'an http(s) address or nothing' }),
    read_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'the date it was read, as YYYY-MM-DD' }),
    confidence,
    note: z.string().max(2000, { error: 'a note of at most 2000 characters' }),
    provenance: z.string().max(2000, { error: 'a provenance of at most 2000 characters' }),
  });
}
export type LocalExemptionRow = z.output<ReturnType<typeof localExemptionRow>>;

export interface LocatedLocal extends LocalExemptionRow {
  line: number;
}

/** Rows checked one by one, then against the unit table: each names a unit listed under its county. */
export function checkLocalExemptions(
  t: CsvTable,
  units: ReadonlyMap<string, readonly Unit[]>,
  maxPct: number,
): { rows: LocatedLocal[]; issues: Issue[] } {
  const { rows, issues } = validateRows(t, localExemptionRow(maxPct), [
    ...LOCAL_EXEMPTION_COLUMNS.required,
    ...LOCAL_EXEMPTION_COLUMNS.optional,
  ]);
  const out: LocatedLocal[] = [];
  const seen = new Map<string, number>();
  for (const { line, row } of rows) {
    const unit = units.get(row.fips)?.find((u) => u.id === row.unit_id);
    if (!unit) {
      issues.push(
        fieldIssue(
          t,
          line,
          'unit_id',
          `a unit listed for county ${row.fips} in sources/units/tx`,
          JSON.stringify(row.unit_id),
        ),
      );
      continue;
    }
    const key = `${row.fips}/${row.unit_id}/${row.tax_year}`;
    const first = seen.get(key);
    if (first !== undefined) {
      issues.push(
        fieldIssue(
          t,
          line,
          'tax_year',
          'one row per unit and year',
          `${row.tax_year} again for ${row.unit_id} (first on line ${first})`,
        ),
      );
      continue;
    }
    seen.set(key, line);
    if ([row.homestead_pct, row.homestead_flat, row.over65_amount, row.disabled_amount].every((v) => v === null)) {
      issues.push(
        fieldIssue(t, line, 'homestead_pct', 'at least one figure (a row with none says nothing)', 'all four empty'),
      );
      continue;
    }
    out.push({ ...row, line });
  }
  return { rows: out, issues };
}

const RANK: Record<Confidence, number> = { high: 4, 'medium-high': 3, medium: 2, 'medium-low': 1, low: 0 };
const FIELDS = ['homestead_pct', 'homestead_flat', 'over65_amount', 'disabled_amount'] as const;

/** Per unit (key `fips/unit_id`), the newest figure of each field up to `year`. */
// The units file, Texas's county bills and the unit diff each ask for the same year's exemptions in one plan: made once
// per table read and year. Shared, so read-only.
const currentMemo = new WeakMap<readonly LocatedLocal[], Map<number, ReadonlyMap<string, LocalExemptions>>>();

export function currentLocal(rows: readonly LocatedLocal[], year: number): ReadonlyMap<string, LocalExemptions> {
  let byYear = currentMemo.get(rows);
  if (!byYear) currentMemo.set(rows, (byYear = new Map()));
  let made = byYear.get(year);
  if (!made) byYear.set(year, (made = currentLocalOf(rows, year)));
  return made;
}

function currentLocalOf(rows: readonly LocatedLocal[], year: number): Map<string, LocalExemptions> {
  const byUnit = new Map<string, LocatedLocal[]>();
  for (const r of rows)
    if (r.tax_year <= year) byUnit.set(`${r.fips}/${r.unit_id}`, [...(byUnit.get(`${r.fips}/${r.unit_id}`) ?? []), r]);
  const out = new Map<string, LocalExemptions>();
  for (const [key, list] of [...byUnit].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const newestFirst = [...list].sort((a, b) => b.tax_year - a.tax_year);
    const picked = FIELDS.map((f) => newestFirst.find((r) => r[f] !== null));
    const used = [...new Set(picked.filter((r): r is LocatedLocal => r !== undefined))];
    const years = [...new Set(used.map((r) => r.tax_year))].sort();
    const weakest = used.reduce((w, r) => (RANK[r.confidence] < RANK[w.confidence] ? r : w), used[0]!);
    out.set(key, {
      homesteadPct: picked[0]?.homestead_pct ?? null,
      homesteadFlat: picked[1]?.homestead_flat ?? null,
      over65Amount: picked[2]?.over65_amount ?? null,
      disabledAmount: picked[3]?.disabled_amount ?? null,
      taxYear: years.length === 1 ? String(years[0]) : `${years[0]}–${years.at(-1)}`,
      source: [...new Set(used.map((r) => `${r.publisher}: ${r.document}`))].join('; '),
      url: used[0]!.url,
      confidence: weakest.confidence,
      ...(used.some((r) => r.provenance)
        ? { provenance: [...new Set(used.map((r) => r.provenance).filter(Boolean))].join('; ') }
        : {}),
    });
  }
  return out;
}
