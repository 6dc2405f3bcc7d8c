// How Texas counties' rates were obtained, worded in each language from the record's own units.
import type { Lang } from '../../schema/codes.ts';
import type { CountyRate } from '../../schema/index.ts';
import type { NumberWords, StateModule } from '../types.ts';

/** Which school district stands for the county: the only one, the middle one, or the higher of the two middle ones. */
function schoolPick(count: number, lang: Lang): string {
  if (lang === 'es') {
    if (count === 1) return 'el único distrito escolar del condado';
    if (count % 2 === 1) return `el del medio por tasa entre los ${count} distritos escolares del condado`;
    return `el más alto de los dos del medio por tasa entre los ${count} distritos escolares del condado`;
  }
  if (count === 1) return "the county's only school district";
  if (count % 2 === 1) return `the middle one by rate of the county's ${count} school districts`;
  return `of the two in the middle by rate of the county's ${count} school districts, the higher`;
}

function texasBill(c: CountyRate, n: NumberWords, lang: Lang): string {
  const bill = c.bill ?? [];
  const county = bill.filter((u) => u.part === 'county').map((u) => n.per100(u.ratePct));
  const wide = bill.filter((u) => u.part === 'special').map((u) => `${u.name} ${n.per100(u.ratePct)}`);
  const school = bill.find((u) => u.part === 'school');
  const pick = c.schoolDistricts ? ` (${schoolPick(c.schoolDistricts, lang)})` : '';
  const es = lang === 'es';
  const parts = [`${es ? 'condado' : 'county'} ${county.join(' + ')}`];
  if (wide.length) parts.push(`${es ? 'distritos de todo el condado' : 'county-wide districts'} ${wide.join(', ')}`);
  if (school) parts.push(`${school.name} ${n.per100(school.ratePct)}${pick}`);
  const lead = es
    ? 'Factura típica fuera de los límites de una ciudad, por cada $100 de valor gravable'
    : 'Typical bill outside city limits, per $100 of taxable value';
  return `${lead}: ${parts.join('; ')}.`;
}

export const METHODS: StateModule['methods'] = {
  'tx-typical-bill': {
    en: (c, n) => texasBill(c, n, 'en'),
    es: (c, n) => texasBill(c, n, 'es'),
  },
};
