// Unit names in the page language. New York unit names as the State Comptroller writes them ("Town of
// Amherst", "Williamsville Central School District (segment in Town of Amherst)"), in the page's
// language: the kind of place is translated, the proper name and a school district's own name are kept.
import type { Lang } from '../schema/codes.ts';

const KINDS_ES: Record<string, string> = { County: 'Condado', Town: 'Pueblo', City: 'Ciudad', Village: 'Villa' };

function placeEs(name: string, lower = false): string {
  const m = /^(County|Town|City|Village) of (.+)$/.exec(name);
  if (!m) return name;
  const kind = KINDS_ES[m[1]!]!;
  return `${lower ? kind.toLowerCase() : kind} de ${m[2]}`;
}

export function nyUnitName(name: string, lang: Lang): string {
  if (lang === 'en') return name;
  const segment = /^(.+) \(segment in (.+)\)$/.exec(name);
  if (segment) return `${segment[1]} (segmento en el ${placeEs(segment[2]!, true)})`;
  return placeEs(name);
}

/**
 * A unit's name in the page's language: the source's Spanish name where it gives one, else the name with its kind of
 * place translated.
 */
export function unitDisplayName(u: { name: string; nameEs?: string }, lang: Lang): string {
  if (lang === 'en') return u.name;
  return u.nameEs ?? nyUnitName(u.name, lang);
}
