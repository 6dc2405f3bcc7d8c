// Every rate record and every Texas unit is explained in both languages from its data: the method
// sentence names the record's own figures, and no Spanish explanation falls back to English.
import { STATE_CODES } from '../../../schema/codes.ts';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import type { Lang, StateCode } from '../../../schema/codes.ts';
import type { CountyRate, Unit } from '../../../schema/index.ts';
import { districtTypeLabel } from '../../../i18n/district-types.ts';
import { methodText, rateNote } from '../../../i18n/method-text.ts';
import { unitNote } from '../../../i18n/unit-text.ts';

const data = loadSiteData(process.cwd());
const STATES = STATE_CODES;
const all = STATES.flatMap((s) => data.states[s]!.counties.map((c) => ({ state: s, c })));
const county = (state: StateCode, slug: string): CountyRate =>
  data.states[state]!.counties.find((c) => c.slug === slug)!;

/** Words that only an English sentence has: two of them in a Spanish text mean English crept in. */
const ENGLISH = /\b(the|and|of|is|are|with|which|from|not|this|that|county's|rate)\b/gi;
const englishWords = (text: string) => (text.match(ENGLISH) ?? []).length;

describe('rate methods in both languages', () => {
  it('every county of the four states has a method sentence in English and in Spanish', () => {
    expect(all.length).toBeGreaterThan(400);
    for (const { c } of all) {
      for (const lang of ['en', 'es'] as Lang[])
        expect(methodText(c, lang).length, `${c.name} ${lang}`).toBeGreaterThan(60);
      // Units keep their own names ("Port of Houston Authority"): proper nouns are not English sentences.
      const es = (c.bill ?? []).reduce((text, u) => text.replace(u.name, ''), rateNote(c, 'es'));
      expect(englishWords(es), `${c.name}: ${es}`).toBeLessThan(2);
    }
  });

  it('Harris: the typical bill names its units and rates, and the school district is the middle one of the county', () => {
    const harris = county('tx', 'harris');
    const school = harris.bill!.find((u) => u.part === 'school')!;
    const en = methodText(harris, 'en');
    const es = methodText(harris, 'es');
    for (const text of [en, es]) {
      expect(text).toContain(`${school.name} ${school.ratePct}`);
      for (const u of harris.bill!) expect(text).toContain(String(u.ratePct));
    }
    expect(harris.schoolDistricts).toBeGreaterThan(10);
    expect(en).toContain(`of the county's ${harris.schoolDistricts} school districts`);
    expect(es).toContain(`entre los ${harris.schoolDistricts} distritos escolares del condado`);
  });

  it("Florida: the mills in the sentence are the record's own parts × 10", () => {
    const alachua = county('fl', 'alachua');
    const es = methodText(alachua, 'es');
    const mills = (pct: number) => String(Math.round(pct * 10 * 1e4) / 1e4);
    expect(es).toContain(`(${mills(alachua.ratePct)} milésimas)`);
    expect(es).toContain(`escuelas ${mills(alachua.components!.school!)}`);
    expect(methodText(alachua, 'en')).toContain(`school ${mills(alachua.components!.school!)}`);
  });

  it('New York: the per-$1,000 figure follows the rate, and a county with a gap says which levy is left out in both languages', () => {
    const broome = county('ny', 'broome');
    expect(methodText(broome, 'en')).toContain(`${(Math.round(broome.ratePct * 1000) / 100).toString()} per $1,000`);
    expect(rateNote(broome, 'en')).toContain('Village of Lisle did not file its levy');
    expect(rateNote(broome, 'es')).toContain('Village of Lisle no presentó su recaudación');
  });

  it("a record's remark reaches both languages; records without one add nothing", () => {
    const withRemark = all.filter(({ c }) => c.remark);
    expect(withRemark.length).toBeGreaterThan(10);
    for (const { c } of withRemark) {
      expect(rateNote(c, 'en')).toContain(c.remark!.en);
      expect(rateNote(c, 'es')).toContain(c.remark!.es);
    }
    const plain = all.find(({ c }) => !c.remark)!.c;
    expect(rateNote(plain, 'es')).toBe(methodText(plain, 'es'));
  });
});

describe('Texas units in both languages', () => {
  const units: Unit[] = Object.values(data.units.tx?.counties ?? {}).flat();

  it('every school and special district has a kind worded in both languages; counties and cities have none', () => {
    expect(units.length).toBeGreaterThan(5000);
    for (const u of units) {
      const en = districtTypeLabel(u.districtType, 'en');
      const es = districtTypeLabel(u.districtType, 'es');
      if (u.type === 'school' || u.type === 'special') {
        expect(en, u.id).not.toBe('');
        expect(es, u.id).not.toBe(en);
      } else expect(en).toBe('');
    }
    expect(districtTypeLabel('mud', 'es')).toBe('distrito municipal de servicios públicos (MUD)');
  });

  it("a unit's note says the same facts in Spanish as in English, never an English sentence", () => {
    let noted = 0;
    for (const u of units) {
      const en = unitNote(u, 'en');
      const es = unitNote(u, 'es');
      expect(es === '', u.id).toBe(en === '');
      if (!en) continue;
      noted += 1;
      expect(englishWords(es), `${u.id}: ${es}`).toBeLessThan(2);
      // Figures stay the same across languages.
      expect((es.match(/\d+\.\d+/g) ?? []).sort(), u.id).toEqual((en.match(/\d+\.\d+/g) ?? []).sort());
    }
    expect(noted).toBeGreaterThan(900);
  });

  it('flags are worded, not copied: a split district and a missing rate', () => {
    const split = units.find((u) => u.flags.includes('multi-cad') && u.type === 'special')!;
    expect(unitNote(split, 'es')).toContain('abarca más de un distrito de tasación');
    const missing = units.find((u) => u.flags.includes('not-reported'))!;
    expect(unitNote(missing, 'en')).toContain(`No ${missing.sourceYear} rate was reported to the Comptroller`);
    expect(unitNote(missing, 'es')).toContain(`No informó su tasa de ${missing.sourceYear} al Contralor`);
  });
});
