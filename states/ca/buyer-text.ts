// California's buyer steps in words, in both languages: the steps its buyer rule (calc.ts) names.
import type { BuyerWords } from '../../engine/buyer-steps.ts';

export const CA_BUYER_WORDS = {
  'ca-base-year': {
    en: (_, f) => `California: the purchase sets a new Proposition 13 base value of ${f.money('price')}.`,
    es: (_, f) => `California: la compra fija un nuevo valor base de la Proposición 13 de ${f.money('price')}.`,
  },
  'ca-supplemental': {
    en: (_, f) =>
      `Supplemental bill for ${f.num('fiscalYear')}: (new value − old) ${f.money('change')} × ${f.pct('rate')} × ${f.num('factor')} (the share of the fiscal year left after closing) = ${f.money('amount')}.`,
    es: (_, f) =>
      `Factura suplementaria de ${f.num('fiscalYear')}: (valor nuevo − anterior) ${f.money('change')} × ${f.pct('rate')} × ${f.num('factor')} (la parte del año fiscal que queda después del cierre) = ${f.money('amount')}.`,
  },
  'ca-supplemental-next-roll': {
    en: (_, f) =>
      `A closing from January to June also changes the roll already being prepared: a second supplemental bill for ${f.num('fiscalYear')}, ${f.money('change')} × ${f.pct('rate')} × ${f.num('factor')} = ${f.money('amount')}.`,
    es: (_, f) =>
      `Un cierre de enero a junio también cambia el registro que ya se está preparando: una segunda factura suplementaria de ${f.num('fiscalYear')}, ${f.money('change')} × ${f.pct('rate')} × ${f.num('factor')} = ${f.money('amount')}.`,
  },
  'ca-supplemental-cancelled': {
    en: (_, f) =>
      `The supplemental bill for ${f.num('fiscalYear')} would be ${f.money('amount')}; bills of ${f.money('threshold')} or less are cancelled.`,
    es: (_, f) =>
      `La factura suplementaria de ${f.num('fiscalYear')} sería de ${f.money('amount')}; las facturas de ${f.money('threshold')} o menos se cancelan.`,
  },
  'ca-supplemental-unknown': {
    en: () => "Supplemental bills depend on the seller's assessed value: enter it (or the seller's bill) to see them.",
    es: () =>
      'Las facturas suplementarias dependen del valor tasado del vendedor: ingréselo (o la factura del vendedor) para verlas.',
  },
  'ca-supplemental-not-escrowed': {
    en: () =>
      'Supplemental bills are mailed to the owner and are usually not paid from the escrow account: set the money aside.',
    es: () =>
      'Las facturas suplementarias se envían al dueño y por lo general no se pagan desde la cuenta de depósito (escrow): reserve ese dinero.',
  },
} as const satisfies BuyerWords;
