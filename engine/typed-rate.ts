// A rate typed from a notice is taken as typed; one far from what the unit (or its kind in the county)
// levies gets a plain warning, the usual slip first: "85 per $100 is 85 %: did you mean 0.85?".
import { median } from './median.ts';
import type { CalcWarning } from './model.ts';
import type { PickUnit } from './pick-unit.ts';
import type { Localized, RateUnit } from '../schema/index.ts';

/** How far (a factor either way) a typed rate may lie from the reference before the warning. */
const FAR = 4;

const UNIT_WORDS: Record<RateUnit, Localized> = {
  'per-100': { en: 'per $100', es: 'por cada $100' },
  'per-1000': { en: 'per $1,000', es: 'por cada $1,000' },
  mills: { en: 'mills', es: 'milésimas' },
  percent: { en: '%', es: '%' },
};

/** The rate the unit's own data holds, else the median of the county's rated units of its kind. */
function reference(u: PickUnit, units: readonly PickUnit[]): { pct: number; own: boolean } | null {
  if (u.ratePct !== null && u.ratePct > 0) return { pct: u.ratePct, own: true };
  const kin = units
    .filter(
      (x) =>
        x.type === u.type && (x.districtType ?? '') === (u.districtType ?? '') && x.ratePct !== null && x.ratePct > 0,
    )
    .map((x) => x.ratePct!);
  const mid = median(kin);
  return mid === null ? null : { pct: mid, own: false };
}

const plain = (n: number): string => String(Number(n.toPrecision(12)));

/** null when the typed rate lies within reach of the reference (or there is none to compare with). */
export function unusualRate(
  u: PickUnit,
  typed: number,
  typedPct: number,
  units: readonly PickUnit[],
  unit: RateUnit,
): CalcWarning | null {
  const ref = reference(u, units);
  if (ref === null || (typedPct <= ref.pct * FAR && typedPct >= ref.pct / FAR)) return null;
  const words = UNIT_WORDS[unit];
  const shown = (lang: 'en' | 'es') => (unit === 'percent' ? `${plain(typed)}%` : `${plain(typed)} ${words[lang]}`);
  const pct = `${plain(typedPct)}%`;
  const slip = typedPct / 100 <= ref.pct * FAR && typedPct / 100 >= ref.pct / FAR;
  const mean = plain(typed / 100);
  const refShown = (lang: 'en' | 'es') => {
    const value = plain((typed / typedPct) * ref.pct);
    return unit === 'percent' ? `${value}%` : `${value} ${words[lang]}`;
  };
  const message: Localized = slip
    ? {
        en: `${shown('en')} is ${pct} of the value: did you mean ${mean}?`,
        es: `${shown('es')} es el ${pct} del valor: ¿quiso decir ${mean}?`,
      }
    : {
        en: `${shown('en')} is far from ${refShown('en')}, ${ref.own ? `the rate we hold for ${u.name}` : `the middle rate of its kind in the county`}`,
        es: `${shown('es')} está lejos de ${refShown('es')}, ${ref.own ? `la tasa que tenemos para ${u.name}` : 'la tasa media de su tipo en el condado'}`,
      };
  return {
    field: `unitRate-${u.id}`,
    code: 'unit-rate-unusual',
    message,
    advice: {
      en: 'The rate is used as typed; check it against your notice or bill.',
      es: 'Se usa la tasa tal como la escribió; compárela con su aviso o su factura.',
    },
  };
}
