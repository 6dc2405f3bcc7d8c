// Florida's buyer steps in words, in both languages: the steps its buyer rule (calc.ts) names.
import type { BuyerWords } from '../../engine/buyer-steps.ts';

export const FL_BUYER_WORDS = {
  'fl-soh-resets': {
    en: (_, f) =>
      `Florida: Save Our Homes resets to the just value on ${f.date('from')}, after the sale; the bill is figured on the price of ${f.money('price')}.`,
    es: (_, f) =>
      `Florida: Save Our Homes se reinicia al valor justo el ${f.date('from')}, después de la venta; la factura se calcula sobre el precio de ${f.money('price')}.`,
  },
  'fl-portability': {
    en: (_, f) =>
      `Florida portability: ${f.money('amount')} of your previous homestead's Save Our Homes benefit comes off, so the assessed value is ${f.money('value')}. The new homestead must be set up within ${f.num('years')} years of leaving the old one.`,
    es: (_, f) =>
      `Portabilidad en Florida: se restan ${f.money('amount')} del beneficio Save Our Homes de su vivienda principal anterior, así que el valor tasado es ${f.money('value')}. La nueva vivienda principal debe establecerse dentro de ${f.num('years')} años después de dejar la anterior.`,
  },
  'fl-portability-capped': {
    en: (_, f) => `Portability is capped at ${f.money('cap')}; ${f.money('entered')} was entered.`,
    es: (_, f) => `La portabilidad tiene un límite de ${f.money('cap')}; se ingresaron ${f.money('entered')}.`,
  },
  'fl-portability-needs-homestead': {
    en: () => 'Portability only moves to a new homestead: tick the homestead exemption to use it.',
    es: () =>
      'La portabilidad solo pasa a una nueva vivienda principal: marque la exención de vivienda principal para usarla.',
  },
} as const satisfies BuyerWords;
