// The reviewer's view of a diff: Markdown from templates/diff.md.hbs (short summary first, the
// complete table last) and a JSON twin with the same data. All numbers are formatted here, with
// fixed decimals, so the template only lays them out.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { DiffRow, RateDiff } from './diff.ts';
import { fmtCount, fmtPercent, fmtPoints, fmtRate, toJson } from '../shared/format.ts';

const TEMPLATE = new URL('../../templates/diff.md.hbs', import.meta.url);
let compiled: HandlebarsTemplateDelegate | undefined;

const dash = '–';
const opt = <T>(v: T | null, f: (x: T) => string) => (v === null ? dash : f(v));

/** Table cells: pipes would break a Markdown row. */
const cell = (s: string) => s.replace(/\|/g, '\\|');

const MARKS: Record<DiffRow['status'], string> = {
  changed: '',
  unchanged: '',
  added: 'added',
  removed: 'removed',
  pending: 'not yet published',
};

function rowView(r: DiffRow) {
  const mark = r.flagged ? 'flagged' : MARKS[r.status];
  return {
    name: cell(r.name),
    fips: r.fips,
    fromPct: opt(r.fromPct, fmtRate),
    toPct: opt(r.toPct, fmtRate),
    changePts: opt(r.changePts, fmtPoints),
    changePct: opt(r.changePct, fmtPercent),
    reasons: cell(r.reasons.join('; ')),
    mark,
  };
}

export function medianLine(d: RateDiff): string {
  const s = d.summary;
  if (s.medianChangePts === null) return `${dash} (no county in both tables)`;
  return `${fmtPoints(s.medianChangePts)} pts (${opt(s.medianChangePct, fmtPercent)})`;
}

/** One line for stdout and the top of the report. */
export function summaryLine(d: RateDiff): string {
  const s = d.summary;
  // In an open year an absent county has simply not published yet; calling it removed would alarm.
  const absent = d.openYear
    ? `${fmtCount(s.pending)} not yet published (still ${d.from} estimates)`
    : `${fmtCount(s.removed)} removed`;
  return (
    `${d.state.toUpperCase()} ${d.from} → ${d.to}: ${fmtCount(s.compared)} counties in both tables, ${fmtCount(s.changed)} changed, ${fmtCount(s.unchanged)} unchanged, ` +
    `${fmtCount(s.added)} added, ${absent}; ${fmtCount(s.flagged)} flagged (beyond ±${d.thresholdPct} %); median change ${medianLine(d)}`
  );
}

function pendingNote(d: RateDiff): string {
  const one = d.summary.pending === 1;
  return (
    `${one ? 'This county has' : 'These counties have'} no ${d.to} rate yet; the site keeps showing ${one ? 'its' : 'their'} ${d.from} rate as an estimate. ` +
    `${one ? 'It is' : 'They are'} marked "not yet published" in the full table below.`
  );
}

export function renderDiffMarkdown(d: RateDiff): string {
  // Handlebars is loaded on first use: most imports (a unit's rate) write no county diff, and it took a fiftieth of
  // a second to load with every command.
  compiled ??= (createRequire(import.meta.url)('handlebars') as typeof import('handlebars')).compile(
    readFileSync(TEMPLATE, 'utf8'),
    { noEscape: true, strict: true },
  );
  const rows = d.rows.map(rowView);
  return compiled({
    state: d.state,
    stateUpper: d.state.toUpperCase(),
    from: d.from,
    to: d.to,
    threshold: d.thresholdPct,
    s: d.summary,
    openYear: d.openYear,
    pendingNote: pendingNote(d),
    medianLine: medianLine(d),
    rows,
    flagged: rows.filter((_, i) => d.rows[i]!.flagged),
    changed: rows.filter((_, i) => d.rows[i]!.status === 'changed'),
    added: rows.filter((_, i) => d.rows[i]!.status === 'added'),
    removed: rows.filter((_, i) => d.rows[i]!.status === 'removed'),
  });
}

export function renderDiffJson(d: RateDiff): string {
  return toJson(d);
}
