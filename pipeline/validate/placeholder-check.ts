// Every {{placeholder}} of every guide text, resolved against the figures of each site that builds
// the page (i18n/content/figures.ts, from emit's planned outputs): an unknown key, a missing
// figure or a wrong format stops `rates validate` and `rates emit` at the text's line and column,
// before any build.
import type { Lang, Variant } from '../../schema/codes.ts';
import { PLACEHOLDER, PlaceholderError, resolveOne } from '../../i18n/placeholders.ts';
import { CATALOGUE, builtOn } from '../../i18n/content/catalogue.ts';
import type { FigureRoot } from '../../i18n/content/figures.ts';
import { type Issue, at } from '../result.ts';
import type { Content, PageSource } from './content.ts';

const LANGS: readonly Lang[] = ['en', 'es'];
const FIELDS = ['title', 'description', 'breadcrumb', 'body'] as const;

/** Findings in one text; `line` is the file line the text starts on. */
function textIssues(file: string, text: string, line: number, root: FigureRoot, lang: Lang, site: Variant): Issue[] {
  const issues: Issue[] = [];
  const lines = text.split('\n');
  lines.forEach((content, i) => {
    for (const m of content.matchAll(PLACEHOLDER)) {
      try {
        resolveOne(root, m[1]!, m[2], m[3], lang);
      } catch (e) {
        if (!(e instanceof PlaceholderError)) throw e;
        issues.push({
          where: at(file, line + i, m.index! + 1),
          message: `${m[0]}: ${e.message} (on the ${site} site)`,
        });
      }
    }
  });
  return issues;
}

/** Checks each page on every site it is built on; the same finding on several sites is reported once. */
export function placeholderIssues(content: Content, roots: Partial<Record<Variant, FigureRoot>>): Issue[] {
  const seen = new Map<string, Issue>();
  for (const entry of CATALOGUE) {
    for (const [site, root] of Object.entries(roots) as [Variant, FigureRoot][]) {
      if (!builtOn(entry, site)) continue;
      for (const lang of LANGS) {
        const page: PageSource | undefined = content[entry.scope]?.pages[entry.id]?.[lang];
        if (!page) continue;
        const file = `sources/content/${entry.scope}/${entry.id}.${lang}.md`;
        for (const field of FIELDS) {
          // Front-matter fields are one line each near the top; their issues name the file.
          const line = field === 'body' ? page.bodyLine : 1;
          for (const issue of textIssues(file, page[field], line, root, lang, site)) {
            const where = field === 'body' ? issue.where : file;
            const key = `${where} ${issue.message.replace(/ \(on the \w+ site\)$/, '')}`;
            if (!seen.has(key)) seen.set(key, { ...issue, where });
          }
        }
      }
    }
  }
  return [...seen.values()];
}
