// A content page's texts in one language with every placeholder filled from the site's figures.
import type { Lang } from '../../../schema/codes.ts';
import type { PageData } from '../page-data.ts';
import { entryById } from '../../../i18n/content/catalogue.ts';
import type { FigureRoot } from '../../../i18n/content/figures.ts';
import { escapeMarkdown, fillPlaceholders, PlaceholderError } from '../../../i18n/placeholders.ts';

export interface PageText {
  title: string;
  description: string;
  breadcrumb: string;
  /** Markdown, values escaped so they read as text. */
  body: string;
}

export function pageText(data: Pick<PageData, 'content'>, id: string, lang: Lang, root: FigureRoot): PageText {
  const entry = entryById(id);
  const source = data.content[entry.scope]?.pages[id]?.[lang];
  if (!source)
    throw new Error(
      `content page ${id} (${lang}) is missing from generated/content/${entry.scope}.json; run \`rates emit\``,
    );
  const where = `sources/content/${entry.scope}/${id}.${lang}.md`;
  try {
    return {
      title: fillPlaceholders(source.title, root, lang),
      description: fillPlaceholders(source.description, root, lang),
      breadcrumb: fillPlaceholders(source.breadcrumb, root, lang),
      body: fillPlaceholders(source.body, root, lang, escapeMarkdown),
    };
  } catch (e) {
    if (e instanceof PlaceholderError) throw new PlaceholderError(`${where}: ${e.message}`);
    throw e;
  }
}
