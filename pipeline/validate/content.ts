// Guide texts (sources/content/<scope>/<page-id>.<lang>.md) and the FAQ and glossary entries
// (sources/content/<scope>/{faq,glossary}.json): read, checked, and emitted per scope as
// generated/content/<scope>.json, Markdown kept as written (the site renders it at build time).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Issue } from '../result.ts';
import { FACT_SCOPES, type FactScope } from './facts.ts';
import { jsonIssues, parseJson } from '../shared/json-issues.ts';
import { checkEntries, checkPagePair } from './content-check.ts';

export const CONTENT_LANGS = ['en', 'es'] as const;
type Lang = (typeof CONTENT_LANGS)[number];

export type { FaqFile, GlossaryFile, PageSource } from './content-files.ts';
import { type FaqFile, type GlossaryFile, type PageSource, faqFile, glossaryFile } from './content-files.ts';
import { readOr } from '../ingest/read-text.ts';

export interface ContentScope {
  pages: Record<string, Record<Lang, PageSource>>;
  faq?: FaqFile;
  glossary?: GlossaryFile;
}
export type Content = Partial<Record<FactScope, ContentScope>>;

const FRONTMATTER_KEYS = ['title', 'description', 'breadcrumb', 'path'] as const;

/** `---` / `key: value` lines / `---`, then the Markdown body. Flat keys only: titles need no YAML. */
export function parsePage(where: string, text: string): { page: PageSource | null; issues: Issue[] } {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[0] !== '---')
    return {
      page: null,
      issues: [
        {
          where: `${where}:1:1`,
          message: 'frontmatter: expected a first line "---", found ' + JSON.stringify(lines[0]),
        },
      ],
    };
  const end = lines.indexOf('---', 1);
  if (end < 0)
    return {
      page: null,
      issues: [{ where: `${where}:1:1`, message: 'frontmatter: expected a closing "---" line, found none' }],
    };
  const meta: Record<string, string> = {};
  const issues: Issue[] = [];
  for (let i = 1; i < end; i += 1) {
    const m = /^([a-z]+):\s*(.*)$/.exec(lines[i]!);
    if (!m || !(FRONTMATTER_KEYS as readonly string[]).includes(m[1]!)) {
      issues.push({
        where: `${where}:${i + 1}:1`,
        message: `frontmatter: expected one of ${FRONTMATTER_KEYS.join(', ')} as "key: value", found ${JSON.stringify(lines[i])}`,
      });
      continue;
    }
    meta[m[1]!] = m[2]!.trim();
  }
  for (const key of FRONTMATTER_KEYS)
    if (!meta[key])
      issues.push({ where: `${where}:1:1`, message: `frontmatter: expected a non-empty "${key}", found nothing` });
  if (meta.path && !/^\/[a-z0-9/-]*$/.test(meta.path))
    issues.push({ where, message: `path: expected a site path such as /guides/x, found ${JSON.stringify(meta.path)}` });
  if (issues.length) return { page: null, issues };
  const rest = lines.slice(end + 1);
  const blank = rest.findIndex((l) => l.trim() !== '');
  const body = rest.join('\n').trim();
  // Messages count lines in the file: the body's first line comes after the frontmatter and any blank lines.
  return {
    page: {
      title: meta.title!,
      description: meta.description!,
      breadcrumb: meta.breadcrumb!,
      path: meta.path!,
      body,
      bodyLine: end + 2 + Math.max(blank, 0),
    },
    issues,
  };
}

async function loadScope(dir: string, scope: FactScope, issues: Issue[]): Promise<ContentScope | null> {
  const names = readOr(() => readdirSync(dir), [] as string[])
    .filter((n) => !n.startsWith('.'))
    .sort();
  if (!names.length) return null;
  const out: ContentScope = { pages: {} };
  for (const name of names) {
    const where = `sources/content/${scope}/${name}`;
    const text = readFileSync(join(dir, name), 'utf8');
    const page = /^([a-z0-9-]+)\.(en|es)\.md$/.exec(name);
    if (page) {
      const parsed = parsePage(where, text);
      issues.push(...parsed.issues);
      if (parsed.page) (out.pages[page[1]!] ??= {} as Record<Lang, PageSource>)[page[2] as Lang] = parsed.page;
      continue;
    }
    const kind = name === 'faq.json' ? 'faq' : name === 'glossary.json' ? 'glossary' : null;
    if (!kind) {
      issues.push({
        where,
        message: 'file: expected <page-id>.<en|es>.md, faq.json or glossary.json, found another name',
      });
      continue;
    }
    const { data, issues: syntax } = parseJson(where, text);
    if (syntax.length) {
      issues.push(...syntax);
      continue;
    }
    const parsed = (kind === 'faq' ? faqFile : glossaryFile).safeParse(data);
    if (!parsed.success) {
      issues.push(...jsonIssues(where, parsed.error, data));
      continue;
    }
    issues.push(...checkEntries(where, parsed.data));
    if (kind === 'faq') out.faq = parsed.data as FaqFile;
    else out.glossary = parsed.data as GlossaryFile;
  }
  for (const [id, langs] of Object.entries(out.pages)) {
    for (const lang of CONTENT_LANGS) {
      if (!langs[lang])
        issues.push({
          where: `sources/content/${scope}/${id}.${lang}.md`,
          message: `file: expected the ${lang === 'en' ? 'English' : 'Spanish'} twin of page ${id}, found none`,
        });
    }
    if (langs.en && langs.es) issues.push(...checkPagePair(`sources/content/${scope}/${id}`, langs.en, langs.es));
  }
  return out;
}

export async function loadContent(sourcesDir: string): Promise<{ content: Content; issues: Issue[] }> {
  const content: Content = {};
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  for (const scope of FACT_SCOPES) {
    const loaded = await loadScope(join(sourcesDir, 'content', scope), scope, issues);
    if (!loaded) continue;
    for (const id of Object.keys(loaded.pages)) {
      const other = seen.get(id);
      if (other)
        issues.push({
          where: `sources/content/${scope}/${id}.en.md`,
          message: `page id: expected ids unique across scopes, found ${id} in ${other} too`,
        });
      seen.set(id, scope);
    }
    content[scope] = loaded;
  }
  return { content, issues };
}
