// The API says some things the site's forms and pages also say (a form's refusals, its thanks, a
// rate's status). Those words are read here from the site's own strings, never copied, so the
// answer a form shows and the page around it cannot drift apart.
import { en } from '../i18n/strings/en.ts';
import { es } from '../i18n/strings/es.ts';
import type { LeafPaths, StringTree } from '../i18n/strings/types.ts';
import type { ApiLanguage } from './contract.ts';

export type SitePath = LeafPaths<typeof en>;

const TABLES: Record<ApiLanguage, StringTree> = { en, es };

/** A site string with its {{name}} placeholders written {name}, as the API's own messages write them. */
export function siteText(lang: ApiLanguage, path: SitePath): string {
  let node: string | StringTree | undefined = TABLES[lang];
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  if (typeof node !== 'string') throw new Error(`site strings (${lang}): expected a text at ${path}, found none`);
  return node.replace(/\{\{(\w+)\}\}/g, '{$1}');
}

/** Each key's site string in `lang`. */
export function siteTexts<K extends string>(lang: ApiLanguage, paths: Record<K, SitePath>): Record<K, string> {
  return Object.fromEntries(Object.entries<SitePath>(paths).map(([k, p]) => [k, siteText(lang, p)])) as Record<
    K,
    string
  >;
}
