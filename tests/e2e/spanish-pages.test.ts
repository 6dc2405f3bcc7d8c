// Every built Spanish page read as a Spanish-speaking visitor reads it (the text of the HTML, without
// scripts): no English sentence outside the names and titles we keep as their publishers write them,
// and no term the terminology table marks as avoided.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_VARIANTS } from '../../generator/plan.ts';
import { findAvoidedTerms } from '../../i18n/terminology.ts';
import { type Block, englishSentences, visibleBlocks } from './spanish-text.ts';

const root = process.cwd();

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? htmlFiles(p) : name.endsWith('.html') ? [p] : [];
  });
}

const spanishPages = ALL_VARIANTS.flatMap((v) =>
  htmlFiles(join(root, 'dist', v, 'es')).map((file) => ({ variant: v, file })),
);

/** Each page's visible text, read and split once for both checks: thousands of pages. */
let read: { file: string; blocks: Block[] }[] | undefined;
const pageBlocks = () =>
  (read ??= spanishPages.map(({ file }) => ({ file, blocks: visibleBlocks(readFileSync(file, 'utf8')) })));

describe('Spanish pages are Spanish throughout', () => {
  it('covers every Spanish page of the five sites', () => {
    // The hub alone has a Spanish page per county.
    expect(spanishPages.length).toBeGreaterThan(3500);
  });

  it('no English sentence on any Spanish page, data notes, tables and the PDF-less help included', () => {
    const found: string[] = [];
    for (const { file, blocks } of pageBlocks()) {
      for (const block of englishSentences(blocks)) {
        found.push(`${file.slice(root.length + 1)}: ${block}`);
      }
    }
    expect(found.slice(0, 20), `${found.length} English sentences`).toEqual([]);
  });

  it('no avoided term on any Spanish page', () => {
    const found: string[] = [];
    for (const { file, blocks } of pageBlocks()) {
      const text = blocks.map((b) => b.text).join('\n');
      for (const hit of findAvoidedTerms(text))
        found.push(`${file.slice(root.length + 1)}: "${hit.term}" (use "${hit.preferred}" for ${hit.concept})`);
    }
    expect(found.slice(0, 20), `${found.length} avoided terms`).toEqual([]);
  });

  it('the detector can fail: an English note and an avoided term are caught', () => {
    const html =
      '<main><p>El condado publica su tasa.</p><p>The district lies in more than one appraisal district.</p><p>Pregunte al asesor.</p></main>';
    expect(englishSentences(visibleBlocks(html))).toEqual(['The district lies in more than one appraisal district.']);
    expect(findAvoidedTerms('Pregunte al asesor.').map((h) => h.term.toLowerCase())).toContain('asesor');
  });
});
