// What the county page says about one Texas taxing unit beside its rate: the facts its flags record,
// its per-fund rates and its own remark, in the page's language.
import type { Lang, UnitFlag } from '../schema/codes.ts';
import type { Unit, UnitFund } from '../schema/index.ts';

const FLAG_TEXT: Record<UnitFlag, { en: (u: Unit) => string; es: (u: Unit) => string }> = {
  'multi-cad': {
    en: (u) => `The ${u.type === 'city' ? 'city' : 'district'} lies in more than one appraisal district.`,
    es: (u) => `${u.type === 'city' ? 'La ciudad' : 'El distrito'} abarca más de un distrito de tasación.`,
  },
  'not-reported': {
    en: (u) => `No ${u.sourceYear} rate was reported to the Comptroller.`,
    es: (u) => `No informó su tasa de ${u.sourceYear} al Contralor.`,
  },
  'above-voter-approval': {
    en: () => "The rate is above the city's voter-approval rate; a tax-rate election may have changed it.",
    es: () =>
      'La tasa supera la tasa de aprobación de los votantes de la ciudad; una elección sobre la tasa pudo haberla cambiado.',
  },
  corrected: {
    en: () => "Corrected from the Comptroller's workbook value.",
    es: () => 'Corregida respecto del valor del libro del Contralor.',
  },
  'zero-rate': {
    en: (u) => `The ${u.sourceYear} rate reported to the Comptroller is 0: the district levies no tax this year.`,
    es: (u) => `La tasa de ${u.sourceYear} informada al Contralor es 0: el distrito no cobra impuesto este año.`,
  },
  'mobile-home': {
    en: () => "The rate book's variant of its area for mobile homes (without the water district's debt).",
    es: () => 'La variante del área en el libro de tasas para casas móviles (sin la deuda del distrito de agua).',
  },
  unresolved: {
    en: () => 'Unresolved: the reported total looks mis-keyed, so no county rate is used.',
    es: () => 'Sin resolver: el total informado parece mal capturado, así que no se usa una tasa del condado.',
  },
};

const FUND_NAMES: Record<UnitFund['fund'], { en: string; es: string }> = {
  GF: { en: 'general fund', es: 'fondo general' },
  'R&B': { en: 'road and bridge', es: 'caminos y puentes' },
  FMFC: { en: 'farm-to-market and flood control', es: 'caminos rurales y control de inundaciones' },
};

function fundsText(funds: readonly UnitFund[], lang: Lang): string {
  if (!funds.length) return '';
  const list = funds.map((f) => `${FUND_NAMES[f.fund][lang]} ${f.moPct} + ${f.isPct}`).join('; ');
  return lang === 'es' ? `Por fondo, operación + deuda: ${list}.` : `By fund, operations + debt: ${list}.`;
}

/** Everything the unit table's note cell says about a unit. */
export function unitNote(u: Unit, lang: Lang): string {
  return [...u.flags.map((f) => FLAG_TEXT[f][lang](u)), u.remark?.[lang] ?? '', fundsText(u.funds, lang)]
    .filter(Boolean)
    .join(' ');
}
