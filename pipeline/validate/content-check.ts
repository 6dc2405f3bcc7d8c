// Checks on guide texts that need no data: no figure typed into prose (figures come from
// placeholders), well-formed placeholders, and English/Spanish twins with the same sections.
// Resolving each placeholder against the data happens where the data is: the site's renderer
// (which fails the build on an unknown key) and tests/unit/content.
import type { Issue } from '../result.ts';
import type { FaqFile, GlossaryFile, PageSource } from './content-files.ts';
// The placeholder grammar is the renderer's own (browser-safe, no React), so both agree by construction.
import { PLACEHOLDER } from '../../i18n/placeholders.ts';

/**
 * Digits that are names, not figures, and may stand in prose. Each entry says why.
 * Anything else with a digit must be a placeholder.
 */
export const NAME_ALLOWLIST: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /\b(?:Proposition|Proposición|Propuesta|Prop\.?)\s+\d+\b/g,
    why: 'ballot measures are named by number (Proposition 13, Prop 19)',
  },
  { pattern: /\b(?:SB|HB|AB|SJR|HJR)\s+\d+\b/g, why: 'bills are named by number (SB 23)' },
  { pattern: /§+\s*\d+(?:\.\d+)*[a-z]?(?:\([a-z0-9]+\))*/g, why: 'statute sections (§ 23.23)' },
  {
    pattern: /\b(?:Chapter|Capítulo|Section|Sección|Article|Artículo)\s+\d+(?:\.\d+)*\b/g,
    why: 'statute chapters, articles and sections by name',
  },
  { pattern: /\b(?:Class|Clase)\s+[1-4]\b/g, why: 'New York City property classes are named 1 to 4' },
];

const blank = (s: string): string => ' '.repeat(s.length);

/** A line with placeholders, allowlisted names, link targets and list markers blanked out. */
function strip(line: string): string {
  let s = line.replace(PLACEHOLDER, blank);
  for (const { pattern } of NAME_ALLOWLIST) s = s.replace(pattern, blank);
  s = s.replace(/\]\([^)]*\)/g, blank); // link destinations are paths, not prose
  s = s.replace(/^(\s*)\d+[.)](\s)/, (_m, a: string, b: string) => `${a}  ${b}`); // ordered-list markers
  return s;
}

const isDirective = (line: string): boolean => /^::[a-z]/.test(line.trim());

/** Every digit in `text` that is neither inside a placeholder nor part of an allowlisted name. */
export function typedFigures(text: string): { line: number; column: number; found: string }[] {
  const out: { line: number; column: number; found: string }[] = [];
  text.split('\n').forEach((line, i) => {
    if (isDirective(line)) return;
    const s = strip(line);
    for (const m of s.matchAll(/\d[\d,.]*/g))
      out.push({ line: i + 1, column: m.index! + 1, found: line.slice(m.index!, m.index! + m[0].length + 8).trim() });
  });
  return out;
}

/** `{{` or `}}` that is not part of a well-formed placeholder. */
export function malformedPlaceholders(text: string): { line: number; column: number }[] {
  const out: { line: number; column: number }[] = [];
  text.split('\n').forEach((line, i) => {
    const s = line.replace(PLACEHOLDER, blank);
    for (const m of s.matchAll(/\{\{|\}\}/g)) out.push({ line: i + 1, column: m.index! + 1 });
  });
  return out;
}

export function placeholderKeys(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!.replace(/\s+/g, '')).sort();
}

/** Heading levels outside code fences, in order ('##', '###', …). */
export function headings(body: string): string[] {
  let fenced = false;
  return body.split('\n').flatMap((line) => {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^(#{1,6})\s/.exec(line);
    return m ? [m[1]!] : [];
  });
}

export function directives(body: string): string[] {
  return body
    .split('\n')
    .filter(isDirective)
    .map((l) => l.trim());
}

function textIssues(where: string, text: string, firstLine: number): Issue[] {
  return [
    ...typedFigures(text).map((f) => ({
      where: `${where}:${firstLine + f.line - 1}:${f.column}`,
      message: `figure: expected every figure as a placeholder such as {{facts.tx.topic.key|money}}, found ${JSON.stringify(f.found)}`,
    })),
    ...malformedPlaceholders(text).map((f) => ({
      where: `${where}:${firstLine + f.line - 1}:${f.column}`,
      message: 'placeholder: expected {{key}}, {{key|format}} or {{key|format:arg}}, found a stray brace pair',
    })),
  ];
}

/** One page in both languages: no typed figures, same headings, directives and cited figures. */
export function checkPagePair(whereBase: string, en: PageSource, es: PageSource): Issue[] {
  const issues: Issue[] = [];
  for (const [lang, page] of [
    ['en', en],
    ['es', es],
  ] as const) {
    const where = `${whereBase}.${lang}.md`;
    for (const field of ['title', 'description', 'breadcrumb'] as const)
      issues.push(...textIssues(where, page[field], 1).map((i) => ({ ...i, message: `${field} ${i.message}` })));
    issues.push(...textIssues(where, page.body, page.bodyLine));
    if (headings(page.body).includes('#'))
      issues.push({
        where,
        message: 'headings: expected sections from ## down (the title is the page heading), found a # heading',
      });
  }
  const where = `${whereBase}.es.md`;
  if (headings(en.body).join(' ') !== headings(es.body).join(' ')) {
    issues.push({
      where,
      message: `headings: expected the same sections as the English page (${headings(en.body).join(' ')}), found ${headings(es.body).join(' ') || 'none'}`,
    });
  }
  if (directives(en.body).join('|') !== directives(es.body).join('|')) {
    issues.push({
      where,
      message: `directives: expected the same blocks as the English page (${directives(en.body).join(', ')}), found ${directives(es.body).join(', ') || 'none'}`,
    });
  }
  const cite = (p: PageSource) => [p.title, p.description, p.body].flatMap(placeholderKeys).sort().join(' ');
  if (cite(en) !== cite(es))
    issues.push({
      where,
      message: `placeholders: expected the same figures as the English page (${cite(en)}), found ${cite(es)}`,
    });
  return issues;
}

/** FAQ and glossary entries: no typed figures in either language; glossary categories exist. */
export function checkEntries(where: string, file: FaqFile | GlossaryFile): Issue[] {
  const issues: Issue[] = [];
  const ids = new Set<string>();
  const categories = 'categories' in file ? new Set(file.categories.map((c) => c.id)) : null;
  file.entries.forEach((entry, i) => {
    const at = `${where} entries[${i}]`;
    if (ids.has(entry.id)) issues.push({ where: at, message: `id: expected a unique id, found ${entry.id} twice` });
    ids.add(entry.id);
    if (categories && !categories.has(entry.category))
      issues.push({
        where: at,
        message: `category: expected one of ${[...categories].join(', ')}, found ${entry.category}`,
      });
    const texts = 'question' in entry ? [entry.question, entry.answer] : [entry.term, entry.body];
    for (const t of texts)
      for (const lang of ['en', 'es'] as const) {
        issues.push(...textIssues(at, t[lang], 1).map((x) => ({ ...x, where: `${at}.${lang}` })));
      }
    if (
      placeholderKeys(texts.map((t) => t.en).join(' ')).join(' ') !==
      placeholderKeys(texts.map((t) => t.es).join(' ')).join(' ')
    ) {
      issues.push({
        where: at,
        message: 'placeholders: expected the same figures in English and Spanish, found different ones',
      });
    }
  });
  return issues;
}
