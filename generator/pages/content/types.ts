// The shape of generated/content/<scope>.json (written by `rates emit` from sources/content/).
import type { ContentFile } from '../../../schema/index.ts';
import type { Lang } from '../../../schema/codes.ts';
import type { Localized } from '../../../schema/index.ts';

export interface ContentPageSource {
  title: string;
  description: string;
  breadcrumb: string;
  /** The page's path in this language (English path for en, its Spanish twin for es). */
  path: string;
  /** Markdown with {{placeholders}} and ::directive lines. */
  body: string;
}

export interface FaqEntrySource {
  id: string;
  category: 'general' | 'calculations' | 'exemptions' | 'payments' | 'appeals';
  question: Localized;
  answer: Localized;
}

export interface GlossaryEntrySource {
  id: string;
  category: string;
  term: Localized;
  body: Localized;
}

export interface ContentScopeData {
  pages: Record<string, Record<Lang, ContentPageSource>>;
  faq?: { entries: FaqEntrySource[] };
  glossary?: { categories: { id: string; label: Localized }[]; entries: GlossaryEntrySource[] };
}

/** scope (all, tx, ca, fl, ny) → its pages and entries. */
export type SiteContent = Record<string, ContentScopeData>;

// generated/content/<scope>.json is read checked (schema/files.ts): this shape must match it both ways.
type Assignable<A, B extends A> = B;
export type _Checks = [Assignable<ContentScopeData, ContentFile>, Assignable<ContentFile, ContentScopeData>];
