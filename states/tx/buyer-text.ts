// Texas's buyer steps in words, in both languages: the steps its buyer rule (calc.ts) names.
import type { BuyerWords } from '../../engine/buyer-steps.ts';

export const TX_BUYER_WORDS = {
  'tx-cap-restarts': {
    en: (_, f) =>
      `Texas: the ${f.pct('cap')} homestead cap starts over at the market value, here the price of ${f.money('price')}.`,
    es: (_, f) =>
      `Texas: el tope del ${f.pct('cap')} de la vivienda principal vuelve a empezar desde el valor de mercado, aquí el precio de ${f.money('price')}.`,
  },
  'tx-ceiling-ends': {
    en: () =>
      "Texas: a seller's over-65 or disability school tax ceiling ends; the buyer's school tax is figured in full.",
    es: () =>
      'Texas: el tope del impuesto escolar del vendedor por edad o discapacidad termina; el impuesto escolar del comprador se calcula completo.',
  },
} as const satisfies BuyerWords;
