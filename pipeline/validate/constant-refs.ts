// State configs and facts cite sourced constants instead of typing figures: a value "@key" (or
// "@scope.key") becomes the constant's value for the product year, and text may carry
// "{{@key|format}}", filled in each language. Every citation is recorded (which key, at which
// path), so pages can name the source of any figure and a misuse is reported at the CSV cell.
import type { z } from 'zod';
import type { Lang } from '../../schema/codes.ts';
import type { SourcedConstant } from '../../schema/index.ts';
import { FORMATS, PlaceholderError } from '../../i18n/placeholders.ts';
import { type ConstantScope, type ConstantTable, constantFor } from './constants.ts';
import type { Issue } from '../result.ts';
import { typedFigures } from './content-check.ts';

export type ConstantTables = Partial<Record<ConstantScope, ConstantTable>>;

export interface Resolved<T = unknown> {
  data: T;
  /** Constants cited, by key as written ("school_homestead_exemption" or "nyc.class1_target_ratio"). */
  used: Record<string, SourcedConstant>;
  /** Dotted path in the file → the key cited there. */
  paths: Record<string, string>;
  issues: Issue[];
  /** Dotted path → `file:line:column` of the constant's value cell. */
  origins: Map<string, string>;
}

// "@key", "@scope.key", and ":2024" after either to cite the figure of another tax year (a former amount).
const REF = /^@([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)?(?::\d{4})?)$/;
const TEXT_REF =
  /\{\{\s*@([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)?(?::\d{4})?)\s*(?:\|\s*([a-z]+)(?::([a-z0-9]+))?\s*)?\}\}/g;

/**
 * Numbers that are structure, not figures: month and day of a schedule row, the bounds of a
 * disability band or an income or value bracket (each bracket's own figure is a cited constant
 * whose key names the same bounds), a count checked against the data, and example inputs the project chose.
 */
const STRUCTURAL_KEYS = new Set([
  'month',
  'day',
  'minPct',
  'maxPct',
  'countyCount',
  'defaultFiscalYear',
  'maxIncome',
  'maxAverageAv',
  'year',
]);
const EXAMPLE_KEYS = new Set(['example']);
const DATE_LIKE = /^(?:\d{4}-)?(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

interface Context {
  file: string;
  scope: ConstantScope;
  year: number;
  tables: ConstantTables;
  out: Resolved;
}

function parseRef(ctx: Context, ref: string): { scope: ConstantScope; key: string; year: number } {
  const [name, year] = ref.split(':') as [string, string | undefined];
  const [scope, key] = name.includes('.') ? (name.split('.') as [ConstantScope, string]) : [ctx.scope, name];
  return { scope, key, year: year === undefined ? ctx.year : Number(year) };
}

function lookup(ctx: Context, ref: string): (SourcedConstant & { valueAt: string }) | undefined {
  const { scope, key, year } = parseRef(ctx, ref);
  const table = ctx.tables[scope];
  return table ? constantFor(table, key, year) : undefined;
}

/** `path` keys the citation (a text may cite several constants); `shown` is the field named in messages. */
function cite(
  ctx: Context,
  path: string,
  ref: string,
  shown: string = path,
): (SourcedConstant & { valueAt: string }) | undefined {
  const found = lookup(ctx, ref);
  if (!found) {
    const { scope, key, year } = parseRef(ctx, ref);
    ctx.out.issues.push({
      where: ctx.file,
      message: `${shown || '(file)'}: expected a constant ${key} in sources/constants/${scope}.csv for tax year ${year}, found none`,
    });
    return undefined;
  }
  const { valueAt, ...constant } = found;
  ctx.out.used[ref] = constant;
  ctx.out.paths[path] = ref;
  ctx.out.origins.set(path, valueAt);
  return found;
}

function fillText(ctx: Context, path: string, text: string, lang: Lang): string {
  return text.replace(TEXT_REF, (whole, ref: string, format: string | undefined, arg: string | undefined) => {
    const found = cite(ctx, `${path}{${ref}}`, ref, path);
    if (!found) return whole;
    if (found.value === null) {
      ctx.out.issues.push({
        where: found.valueAt,
        message: `value: expected a figure (the text at ${path} of ${ctx.file} cites it), found nothing; reword the text or find a source`,
      });
      return whole;
    }
    const name = format ?? (typeof found.value === 'number' ? undefined : 'text');
    const formatter = name === undefined ? undefined : FORMATS[name];
    if (!formatter) {
      ctx.out.issues.push({
        where: ctx.file,
        message: `${path}: expected a format (money, pct, monthday …) for ${whole}, found ${name ?? 'none'}`,
      });
      return whole;
    }
    try {
      return formatter(found.value, lang, arg);
    } catch (e) {
      if (!(e instanceof PlaceholderError)) throw e;
      ctx.out.issues.push({
        where: found.valueAt,
        message: `value: ${e.message} (cited as ${whole} at ${path} of ${ctx.file})`,
      });
      return whole;
    }
  });
}

function walk(ctx: Context, value: unknown, path: string, lang: Lang | null, inExample: boolean): unknown {
  if (typeof value === 'string') {
    const m = REF.exec(value);
    if (m) {
      const found = cite(ctx, path, m[1]!);
      // A figure in a value position is a number or a date; free text belongs inside a sentence's {{@key}}.
      if (found?.unit === 'text') {
        ctx.out.issues.push({
          where: found.valueAt,
          message: `value: expected a figure (it is used at ${path} of ${ctx.file}), found the text constant ${JSON.stringify(found.value)} (unit text)`,
        });
      }
      return found?.value ?? null;
    }
    if (lang !== null) {
      // Prose carries figures only as citations, so a changed amount can never leave a stale number in a label.
      // A band's own label ("10–29 %") restates its minPct/maxPct, and "100 %" names a full rating.
      const prose = path.includes('.levels.')
        ? ''
        : value.replace(TEXT_REF, (m) => ' '.repeat(m.length)).replace(/\b100\s?%/g, '');
      for (const typed of typedFigures(prose)) {
        ctx.out.issues.push({
          where: ctx.file,
          message: `${path}: expected every figure as a citation ({{@key|format}}), found the typed figure ${JSON.stringify(typed.found)}`,
        });
      }
      if (value.includes('{{')) return fillText(ctx, path, value, lang);
    }
    if (!inExample && DATE_LIKE.test(value) && path.split('.').at(-1) !== 'id') {
      ctx.out.issues.push({
        where: ctx.file,
        message: `${path}: expected a reference to a sourced constant ("@key"), found the bare date ${JSON.stringify(value)}`,
      });
    }
    return value;
  }
  if (typeof value === 'number') {
    const key = path.split('.').at(-1) ?? '';
    if (!inExample && !STRUCTURAL_KEYS.has(key)) {
      ctx.out.issues.push({
        where: ctx.file,
        message: `${path}: expected a reference to a sourced constant ("@key" from sources/constants/${ctx.scope}.csv), found the bare number ${value}`,
      });
    }
    return value;
  }
  if (Array.isArray(value))
    return value.map((v, i) => walk(ctx, v, path ? `${path}.${i}` : String(i), lang, inExample));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        const childLang = k === 'en' || k === 'es' ? k : lang;
        return [k, walk(ctx, v, path ? `${path}.${k}` : k, childLang, inExample || EXAMPLE_KEYS.has(k))];
      }),
    );
  }
  return value;
}

/** Replaces every citation in a parsed JSON file; problems come back as issues, never thrown. */
export function resolveRefs(
  data: unknown,
  opts: { file: string; scope: ConstantScope; year: number; tables: ConstantTables },
): Resolved {
  const out: Resolved = { data: undefined, used: {}, paths: {}, issues: [], origins: new Map() };
  out.data = walk({ ...opts, out }, data, '', null, false);
  return out;
}

/**
 * Schema problems after resolution: where the value came from a constant, the fix belongs in the
 * constants file, so the issue points at that cell and says where the figure was used.
 */
export function refIssues(
  file: string,
  error: z.ZodError,
  resolved: Resolved,
  fallback: (error: z.ZodError) => Issue[],
): Issue[] {
  const rest: z.core.$ZodIssue[] = [];
  const issues: Issue[] = [];
  for (const zi of error.issues) {
    const path = zi.path.map(String).join('.');
    const origin = resolved.origins.get(path);
    if (!origin) {
      rest.push(zi);
      continue;
    }
    const expected = zi.code === 'invalid_type' ? `a value of type ${zi.expected}` : zi.message;
    const found = valueAt(resolved.data, zi.path);
    issues.push({
      where: origin,
      message: `value: expected ${expected} (it is used at ${path} of ${file}), found ${JSON.stringify(found)}`,
    });
  }
  if (rest.length) issues.push(...fallback({ ...error, issues: rest } as z.ZodError));
  return issues;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}
