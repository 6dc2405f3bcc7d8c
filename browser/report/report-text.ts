// The report document (report-data.ts) as plain text lines, for a terminal (`cli.ts calc`): the
// same sections, figures and wording as the PDF, laid out in columns. What only makes sense on
// paper (the date it was made, the footer and page numbers) is left out, so the text of one
// estimate is the same every day.
import type { ReportDoc, ReportTable } from './report-data.ts';

const GAP = '   ';

/** Rows as columns: the first left-aligned, the figures right-aligned, as the PDF sets them. */
export function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  return rows.map((r) =>
    r
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join(GAP)
      .trimEnd(),
  );
}

function table(t: ReportTable): string[] {
  if (t.rows.length === 0) return [t.title, t.empty, ''];
  return [t.title, ...columns([t.head, ...t.rows, ...(t.foot ? [t.foot] : [])]), ''];
}

const bullets = (items: readonly string[]): string[] => items.map((item) => `- ${item}`);

export function reportText(doc: ReportDoc): string[] {
  return [
    doc.heading,
    '',
    doc.figuresTitle,
    ...columns(doc.figures),
    '',
    doc.detailsTitle,
    ...columns(doc.details),
    '',
    ...(doc.buyer
      ? [doc.buyer.title, ...columns(doc.buyer.rows), ...doc.buyer.steps.map((s, i) => `${i + 1}. ${s}`), '']
      : []),
    ...table(doc.breakdown),
    ...table(doc.exemptions),
    ...(doc.source.length ? [...doc.source, ''] : []),
    ...(doc.notes.length ? [...bullets(doc.notes), ''] : []),
    doc.leavesOutTitle,
    ...bullets(doc.leavesOut),
    '',
    ...doc.disclaimer,
  ];
}
