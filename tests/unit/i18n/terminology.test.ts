// The terminology table holds: every Spanish text we write (string tables, state packs, guides, FAQ
// and glossary, state configs, facts, constant names, what-the-estimate-leaves-out lists, district
// types) uses one word per concept and none the table marks as avoided.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, NOTICE_MESSAGES, WARNING_MESSAGES } from '../../../engine/messages.ts';
import { DISTRICT_TYPE_CODES, districtTypeLabel } from '../../../i18n/district-types.ts';
import { BASE_STRINGS, statePackFor } from '../../../i18n/index.ts';
import { leavesOut, type LeavesOutPlace } from '../../../i18n/leaves-out.ts';
import { findAvoidedTerms, TERMINOLOGY } from '../../../i18n/terminology.ts';

const root = process.cwd();
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

/** Leaf strings of a string table, with their key path. */
function leaves(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

/** The Spanish side of bilingual JSON: every value under an "es" key. */
function spanishValues(value: unknown, path: string): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => spanishValues(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'es' ? leaves(v, `${path}.es`) : spanishValues(v, `${path}.${k}`),
  );
}

function spanishTexts(): [string, string][] {
  const texts: [string, string][] = [];
  texts.push(...leaves(BASE_STRINGS.es, 'strings.es'));
  for (const v of ['tx', 'ca', 'fl', 'ny'] as const) texts.push(...leaves(statePackFor(v, 'es')!, `pack.${v}.es`));
  for (const file of walk(join(root, 'sources/content')).filter((f) => f.endsWith('.es.md')))
    texts.push([file.slice(root.length + 1), readFileSync(file, 'utf8')]);
  for (const dir of ['sources/content', 'sources/facts', 'sources/states', 'sources/exemptions']) {
    for (const file of walk(join(root, dir)).filter((f) => f.endsWith('.json')))
      texts.push(...spanishValues(JSON.parse(readFileSync(file, 'utf8')), file.slice(root.length + 1)));
  }
  const labels = readFileSync(join(root, 'sources/constants/labels.csv'), 'utf8').split('\n').slice(1);
  labels.forEach((line, i) =>
    texts.push([`sources/constants/labels.csv:${i + 2}`, line.split(',').slice(3).join(',')]),
  );
  for (const place of ['tx', 'ca', 'fl', 'ny', 'nyc', 'hub'] as LeavesOutPlace[])
    texts.push(...leavesOut(place, 'es').map((t, i): [string, string] => [`leavesOut.${place}[${i}]`, t]));
  texts.push(...spanishValues({ ERROR_MESSAGES, NOTICE_MESSAGES, WARNING_MESSAGES }, 'engine/messages.ts'));
  for (const code of DISTRICT_TYPE_CODES) texts.push([`districtType.${code}`, districtTypeLabel(code, 'es')]);
  return texts;
}

describe('Spanish terminology', () => {
  const texts = spanishTexts();

  it('reads every kind of Spanish text we write', () => {
    expect(texts.length).toBeGreaterThan(1500);
    expect(texts.some(([where]) => where.endsWith('.es.md'))).toBe(true);
    expect(texts.some(([where]) => where.startsWith('sources/constants/labels.csv'))).toBe(true);
    expect(texts.some(([where]) => where.startsWith('engine/messages.ts'))).toBe(true);
  });

  it('no avoided term anywhere', () => {
    const found = texts.flatMap(([where, text]) =>
      findAvoidedTerms(text).map((h) => `${where}: "${h.term}" → "${h.preferred}" (${h.concept})`),
    );
    expect(found).toEqual([]);
  });

  it('the preferred words are the ones in use', () => {
    const all = texts.map(([, t]) => t).join('\n');
    for (const word of [
      'impuesto predial',
      'factura',
      'tasador',
      'vivienda principal',
      'valor tasado',
      'valor gravable',
      'unidad fiscal',
      'distrito de tasación',
      'protesta',
    ]) {
      expect(all.toLowerCase(), word).toContain(word);
    }
  });

  it('each concept appears once in the table and the detector catches what the issue found', () => {
    const concepts = TERMINOLOGY.map((t) => t.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    const caught = (s: string) => findAvoidedTerms(s).map((h) => h.concept);
    expect(caught('Pregunte al asesor del condado.')).toEqual(['assessor']);
    expect(caught('Revise su recibo de impuestos.')).toEqual(['tax bill']);
    expect(caught('Guarde el recibo de pago.')).toEqual([]);
    expect(caught('Impuestos a la Propiedad en Texas')).toEqual(['property tax']);
    expect(caught('Exención: Ninguno')).toEqual(['exemption']);
    expect(caught('cobran cada uno un millage')).toEqual(['millage']);
    expect(caught('el aviso TRIM (Truth in Millage)')).toEqual([]);
    expect(caught('un tope del 10 % anual')).toEqual(['percent']);
    expect(caught('No es asesoría fiscal; vea /es/guias/directorio-asesores')).toEqual([]);
    expect(caught('Gravamen total del condado')).toEqual(['levy']);
    expect(caught('todos los gravámenes ÷ valor total')).toEqual(['levy']);
    expect(caught('un gravamen sobre la propiedad')).toEqual([]);
  });
});
