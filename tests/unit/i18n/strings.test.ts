import { describe, expect, it } from 'vitest';
import { BASE_STRINGS, createTranslator, leafKeys, statePackFor, type StringTree } from '../../../i18n/index.ts';

function leaves(tree: StringTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[prefix + k, v]] : leaves(v, `${prefix}${k}.`),
  );
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// With every state's own words in their places (states/<code>/strings.*.ts).
const { en, es } = BASE_STRINGS;
const tEn = createTranslator('en', 'hub');
const tEs = createTranslator('es', 'hub');

describe('string tables', () => {
  it('have the same keys in English and Spanish', () => {
    expect(leafKeys(es)).toEqual(leafKeys(en));
    expect(leafKeys(en).length).toBeGreaterThan(300);
  });

  it('have no empty strings and the same placeholders in both languages', () => {
    const esMap = new Map(leaves(es));
    const texts = leaves(en);
    expect(texts.length).toBeGreaterThan(100);
    for (const [key, text] of texts) {
      const other = esMap.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('are translated: most Spanish texts differ from the English ones', () => {
    const esMap = new Map(leaves(es));
    const same = leaves(en)
      .filter(([k, v]) => esMap.get(k) === v)
      .map(([k]) => k);
    // Only names, symbols and words that are the same in both languages may repeat.
    expect(same.length).toBeLessThan(leaves(en).length * 0.05);
  });

  it('state packs have the same keys in every state and language, none of them in the base tables', () => {
    const reference = leafKeys(statePackFor('tx', 'en')!);
    const baseKeys = new Set(leafKeys(BASE_STRINGS.en));
    expect(statePackFor('hub', 'en')).toBeUndefined();
    for (const variant of ['tx', 'ca', 'fl', 'ny'] as const) {
      for (const lang of ['en', 'es'] as const) {
        const pack = statePackFor(variant, lang)!;
        expect(leafKeys(pack), `${variant}.${lang}`).toEqual(reference);
        for (const [key, text] of leaves(pack)) {
          expect(text.trim(), `${variant}.${lang}: ${key}`).not.toBe('');
          expect(baseKeys.has(key), key).toBe(false);
        }
      }
    }
  });
});

// Messages quoted in the spec (§2, §4, §5, §8), as the spec writes them.
const SPEC_EN: [key: string, text: string][] = [
  // §5 validation
  ['calculator.validation.veryHighValue', 'Very high property value detected'],
  ['calculator.validation.verifyAmount', 'Please verify this amount is correct for accurate calculations'],
  ['calculator.validation.veryLowValue', 'Very low property value detected'],
  ['calculator.validation.countyNotFound', 'County not found'],
  ['calculator.validation.stateDataNotLoaded', 'State data not loaded'],
  ['calculator.validation.enterValidValue', 'Please enter a valid value'],
  ['calculator.validation.selectCounty', 'Please select a county'],
  ['calculator.validation.errorCalculating', 'Error calculating taxes'],
  ['nyc.validation.marketValuePositive', 'Market value must be greater than 0'],
  ['nyc.validation.marketValueTooHigh', 'Market value seems unreasonably high'],
  ['nyc.validation.invalidPropertyClass', 'Invalid property class'],
  ['nyc.validation.seniorIncomeRequired', 'Senior income required for Enhanced STAR'],
  ['nyc.validation.seniorIncomeNegative', 'Senior income cannot be negative'],
  // §8 error catalogue
  ['toasts.loadFailed', 'Failed to load county tax data. Please refresh the page to try again.'],
  ['toasts.calculationFailed', 'Unable to calculate property tax'],
  ['toasts.calculationFailedDescription', 'Please check your inputs and try again'],
  ['common.retry', 'Retry'],
  ['errors.calculator.title', 'Calculator Error'],
  ['errors.calculator.tryAgain', 'Try Again'],
  ['newsletter.errorDefault', 'Something went wrong. Please try again.'],
  ['report.failed', 'Failed to generate report. Please try again.'],
  ['report.downloaded', 'Report downloaded successfully!'],
  ['report.copied', 'Report details copied to clipboard!'],
  ['common.error', 'Error'],
  ['common.tryAgain', 'Try again'],
  ['common.unableToCopy', 'Unable to copy'],
  ['errors.app.title', 'Something went wrong'],
  ['errors.page.title', 'Page Error'],
  ['errors.page.message', "This page encountered an error and couldn't load properly"],
  [
    'errors.component.message',
    "This section couldn't load properly. You can continue using other parts of the calculator",
  ],
  ['errors.generic', 'Something went wrong. Please refresh the page or try again.'],
  ['toasts.homesteadEnabled', 'Homestead exemption enabled'],
  ['toasts.over65Enabled', 'Over 65 exemption enabled'],
  // §2 screens
  ['errors.app.reload', 'Reload Page'],
  ['errors.app.goHome', 'Go Home'],
  ['errors.page.tryAgain', 'Try Again'],
  ['errors.page.goHome', 'Go Home'],
  ['errors.component.title', 'Error'],
  ['errors.component.retry', 'Retry'],
  ['wizard.steps.propertyValue', 'Property Value'],
  ['wizard.steps.location', 'Location'],
  ['wizard.steps.exemptions', 'Exemptions'],
  ['wizard.steps.review', 'Review & Calculate'],
  ['wizard.previous', 'Previous'],
  ['wizard.next', 'Next'],
  ['wizard.calculateTax', 'Calculate Tax'],
  ['wizard.back', 'Back'],
  ['report.download', 'Download Report'],
  ['share.share', 'Share'],
  ['share.email', 'Email'],
  ['share.twitter', 'Twitter'],
  ['share.facebook', 'Facebook'],
  ['share.copy', 'Copy'],
  ['calculator.calculate', 'Calculate'],
  // §4
  ['calculator.calculating', 'Calculating...'],
];

// Spec texts with {placeholders}: key, spec text, the values to fill in.
const SPEC_EN_WITH_VARS: [key: string, text: string, vars: Record<string, string>][] = [
  [
    'errors.app.message',
    "We're sorry, but the {state} Property Tax Calculator encountered an unexpected error",
    { state: 'Texas' },
  ],
  ['toasts.calculated', 'Property tax calculated: {amount} annual tax', { amount: '$5,880' }],
  ['toasts.calculatedDescription', 'Effective rate: x% for {county}', { rate: '1.68%', county: 'Harris' }],
  ['toasts.countySelected', 'Selected {county}', { county: 'Harris' }],
  ['wizard.stepOf', 'Step N of M', { current: '2', total: '4' }],
];

// Spec texts the spec quotes in lower case inside a sentence; the UI text contains them.
const SPEC_EN_PHRASES: [key: string, phrase: string][] = [
  ['melloRoos.noResults', 'no info found for that area'],
  ['counties.noneFound', 'no counties found matching'],
  ['share.linkCopied', 'link copied'],
  ['share.copyFailed', 'unable to copy, copy the URL manually'],
  ['timeline.youAreHere', 'you are here'],
  ['timeline.steps.proposeRates', 'counties propose rates'],
  ['timeline.steps.hearingsAdoption', 'hearings and adoption'],
  ['timeline.steps.taxesDue', 'taxes due'],
  ['disclaimer.short', 'estimates, not official'],
];

// Spanish the spec gives (§5), verbatim.
const SPEC_ES: [key: string, text: string][] = [
  ['calculator.validation.enterValidValue', 'Por favor ingrese un valor válido'],
  ['calculator.validation.selectCounty', 'Por favor seleccione un condado'],
  ['calculator.validation.errorCalculating', 'Error al calcular los impuestos'],
];

describe('spec messages', () => {
  it.each(SPEC_EN)('%s is "%s"', (key, text) => {
    expect(tEn(key)).toBe(text);
  });

  it('"Page Error: This page encountered an error and couldn\'t load properly"', () => {
    expect(`${tEn('errors.page.title')}: ${tEn('errors.page.message')}`).toBe(
      "Page Error: This page encountered an error and couldn't load properly",
    );
  });

  it.each(SPEC_EN_WITH_VARS)('%s matches "%s"', (key, specText, vars) => {
    const expected = specText
      .replace('{state}', vars.state ?? '')
      .replace('{amount}', vars.amount ?? '')
      .replace('{county}', vars.county ?? '')
      .replace('x%', vars.rate ?? '')
      .replace('N', vars.current ?? '')
      .replace('M', vars.total ?? '');
    expect(tEn(key, vars)).toBe(expected);
  });

  it.each(SPEC_EN_PHRASES)('%s contains "%s"', (key, phrase) => {
    expect(tEn(key, { query: 'x' }).toLowerCase()).toContain(phrase.toLowerCase());
  });

  it.each(SPEC_ES)('Spanish %s is "%s"', (key, text) => {
    expect(tEs(key)).toBe(text);
  });

  it('Spanish texts of the spec messages are real translations', () => {
    for (const [key, text] of SPEC_EN) {
      if (['common.error', 'common.unableToCopy', 'errors.component.title'].includes(key)) continue;
      if (['share.twitter', 'share.facebook'].includes(key)) continue;
      expect(tEs(key), key).not.toBe(text);
    }
  });
});
