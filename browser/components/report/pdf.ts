import { fill } from '../text.ts';
import type { ReportDoc, ReportTable } from '../../report/report-data.ts';

// A4 portrait (spec §9), drawn as text and vector shapes rather than a screenshot of the page:
// it stays sharp at any zoom, small, and its text can be searched and copied.
const PAGE = { w: 210, h: 297, margin: 18, bottom: 275 };
const INK: [number, number, number] = [26, 31, 41];
const MUTED: [number, number, number] = [74, 85, 104];
const BRAND: [number, number, number] = [11, 83, 148];
const SOFT: [number, number, number] = [243, 246, 250];
const LINE: [number, number, number] = [213, 219, 229];

/** The standard PDF fonts know Latin-1 and a few more; typographic spaces and quotes are mapped to plain ones. */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...');
}

export async function downloadReportPdf(doc: ReportDoc): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  pdf.setProperties({ title: pdfSafe(`${doc.title}: ${doc.heading}`) });
  const width = PAGE.w - 2 * PAGE.margin;
  let y = PAGE.margin;
  const text = (s: string, x: number, at: number, opts?: { align?: 'left' | 'right' | 'center' }): void => {
    pdf.text(pdfSafe(s), x, at, opts);
  };
  const style = (size: number, weight: 'normal' | 'bold', color = INK): void => {
    pdf.setFont('helvetica', weight);
    pdf.setFontSize(size);
    pdf.setTextColor(...color);
  };
  const room = (needed: number): void => {
    if (y + needed > PAGE.bottom) {
      pdf.addPage();
      y = PAGE.margin;
    }
  };
  const wrap = (s: string, w: number): string[] => pdf.splitTextToSize(pdfSafe(s), w) as string[];

  pdf.setFillColor(...BRAND);
  pdf.rect(0, 0, PAGE.w, 6, 'F');
  style(20, 'bold');
  text(doc.title, PAGE.margin, (y += 6));
  style(13, 'normal');
  text(doc.heading, PAGE.margin, (y += 8));
  style(9, 'normal', MUTED);
  text(doc.generated, PAGE.margin, (y += 6));
  y += 12;

  // The figures, side by side in boxes.
  section(doc.figuresTitle);
  const boxW = (width - 4 * (doc.figures.length - 1)) / doc.figures.length;
  doc.figures.forEach(([label, value], i) => {
    const x = PAGE.margin + i * (boxW + 4);
    pdf.setFillColor(...SOFT);
    pdf.roundedRect(x, y, boxW, 20, 2, 2, 'F');
    style(8.5, 'normal', MUTED);
    text(wrap(label, boxW - 6)[0] ?? '', x + 3, y + 6);
    style(15, 'bold');
    text(value, x + 3, y + 15);
  });
  y += 28;

  // Label on the left, figure on the right, a rule under each: the details and buyer mode's figures.
  const labelled = (rows: readonly (readonly [string, string])[]): void => {
    for (const [label, value] of rows) {
      room(7);
      style(10, 'normal', MUTED);
      text(label, PAGE.margin, y);
      style(10, 'bold');
      text(value, PAGE.margin + width, y, { align: 'right' });
      pdf.setDrawColor(...LINE);
      pdf.line(PAGE.margin, y + 2, PAGE.margin + width, y + 2);
      y += 7;
    }
  };
  section(doc.detailsTitle);
  labelled(doc.details);
  y += 4;
  if (doc.buyer) {
    section(doc.buyer.title);
    labelled(doc.buyer.rows);
    style(9, 'normal', MUTED);
    doc.buyer.steps.forEach((step, n) => {
      wrap(step, width - 6).forEach((part, i) => {
        room(5);
        text(i === 0 ? `${n + 1}. ${part}` : `   ${part}`, PAGE.margin, y);
        y += 4.2;
      });
    });
    y += 4;
  }
  table(doc.breakdown);
  table(doc.exemptions);

  style(9, 'normal', MUTED);
  for (const line of doc.source)
    for (const part of wrap(line, width)) {
      room(5);
      text(part, PAGE.margin, y);
      y += 4.5;
    }
  for (const line of doc.notes)
    for (const part of wrap(line, width)) {
      room(5);
      text(part, PAGE.margin, y);
      y += 4.5;
    }
  y += 3;
  room(10);
  style(9, 'bold');
  text(doc.leavesOutTitle, PAGE.margin, y);
  y += 4.5;
  style(9, 'normal', MUTED);
  for (const item of doc.leavesOut) {
    wrap(item, width - 4).forEach((part, i) => {
      room(5);
      text(i === 0 ? `• ${part}` : `  ${part}`, PAGE.margin, y);
      y += 4.2;
    });
  }
  y += 3;
  for (const para of doc.disclaimer) {
    const lines = wrap(para, width);
    room(lines.length * 4.2 + 2);
    style(9, para === doc.disclaimer[0] ? 'bold' : 'normal', para === doc.disclaimer[0] ? INK : MUTED);
    for (const part of lines) {
      text(part, PAGE.margin, y);
      y += 4.2;
    }
    y += 2;
  }

  const pages = pdf.getNumberOfPages();
  for (let p = 1; p <= pages; p += 1) {
    pdf.setPage(p);
    style(8, 'normal', MUTED);
    text(doc.footer[0], PAGE.margin, PAGE.h - 14);
    text(fill(doc.pageLabel, { page: p, pages }), PAGE.margin + width, PAGE.h - 14, { align: 'right' });
    // The whole address, clickable; a long one is set smaller rather than cut.
    let size = 7;
    style(size, 'normal', BRAND);
    while (size > 4 && pdf.getTextWidth(doc.footer[1]) > width) pdf.setFontSize((size -= 0.5));
    pdf.textWithLink(pdfSafe(doc.footer[1]), PAGE.margin, PAGE.h - 10, { url: doc.footer[1] });
  }
  pdf.save(`${doc.fileName}.pdf`);

  function section(title: string): void {
    room(14);
    style(12, 'bold', BRAND);
    text(title, PAGE.margin, y);
    y += 6.5;
  }

  function table(t: ReportTable): void {
    section(t.title);
    if (t.rows.length === 0) {
      style(10, 'normal', MUTED);
      text(t.empty, PAGE.margin, y + 2);
      y += 10;
      return;
    }
    const cols = t.head.length;
    const first = width - (cols - 1) * 32;
    const right = (c: number): number => PAGE.margin + first + c * 32;
    const row = (cells: string[], weight: 'normal' | 'bold', shade: boolean): void => {
      style(9.5, weight);
      const name = wrap(cells[0] ?? '', first - 3);
      const h = Math.max(1, name.length) * 4.4 + 3;
      room(h);
      if (shade) {
        pdf.setFillColor(...SOFT);
        pdf.rect(PAGE.margin, y - 4.2, width, h, 'F');
      }
      name.forEach((part, i) => text(part, PAGE.margin + 1.5, y + i * 4.4));
      cells.slice(1).forEach((cell, c) => text(cell, right(c + 1) - 1.5, y, { align: 'right' }));
      pdf.setDrawColor(...LINE);
      pdf.line(PAGE.margin, y - 4.2 + h, PAGE.margin + width, y - 4.2 + h);
      y += h;
    };
    row(t.head, 'bold', true);
    for (const r of t.rows) row(r, 'normal', false);
    if (t.foot) row(t.foot, 'bold', false);
    y += 6;
  }
}
