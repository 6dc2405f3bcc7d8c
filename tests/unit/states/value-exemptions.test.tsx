// Choice and amount exemptions as data (engine/value-exemptions.ts): each choice reaches the form
// as a select with its answers worded in the page's language, round-trips through a share link under
// its own key, and sets its engine input from the form.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../schema/codes.ts';
import type { ValueExemption } from '../../../engine/value-exemptions.ts';
import { VALUE_EXEMPTIONS } from '../../../states/value-exemptions.ts';
import { generalInput } from '../../../browser/components/calculator/compute.ts';
import { ExemptionFields } from '../../../browser/components/calculator/ExemptionFields.tsx';
import { type FormState, initialForm } from '../../../browser/components/calculator/state.ts';
import { decodeEstimate, encodeEstimate } from '../../../browser/components/share/url-state.ts';
import { chosenExemptions } from '../../../browser/components/wizard/review.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { loadConfig } from '../calc/helpers.ts';

const TIMING = {
  calculationMs: 0,
  calculatedToastMs: 0,
  selectedToastMs: 0,
  failureToastMs: 0,
  toastDefaultMs: 0,
  toastMaxVisible: 1,
};
const LIST: readonly ValueExemption[] = VALUE_EXEMPTIONS;
const choices = LIST.flatMap((e) => (e.kind === 'choice' ? [e] : []));
const ny = loadConfig('ny');

/** A borough's form (where every choice exemption shows) with STAR chosen, so its form question shows too. */
function boroughForm(lang: Lang): string {
  const form: FormState = { ...initialForm(900000, 'kings'), starType: 'basic', veteranService: 'wartime' };
  return renderToStaticMarkup(
    <ExemptionFields
      config={ny}
      form={form}
      update={() => {}}
      t={createTranslator(lang, 'ny').t}
      isNyc
      show={() => {}}
      timing={TIMING}
      lang={lang}
      errorFor={() => null}
    />,
  );
}

describe('choice and amount exemptions as data', () => {
  it.each(['en', 'es'] as Lang[])('every choice is a select with its answers in its words (%s)', (lang) => {
    const html = boroughForm(lang);
    const t = createTranslator(lang, 'ny').t;
    expect(choices.length).toBeGreaterThanOrEqual(4);
    for (const e of choices) {
      const select = new RegExp(`<select[^>]*name="${e.id}"[^>]*>(.*?)</select>`).exec(html)?.[1];
      expect(select, e.id).toBeDefined();
      const options = [...select!.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[1]!, m[2]!]);
      expect(options.map(([v]) => v)).toEqual([...e.choices]);
      for (const [value, text] of options) {
        const key = e.choiceLabels[value!] ?? `missing ${value}`;
        const words = t(key);
        expect(words).not.toBe(key);
        expect(text!.replace(/&#x27;/g, "'")).toContain(words);
      }
    }
  });

  it('each answer other than the first round-trips through a link under its key, and reaches the engine', () => {
    expect(choices.flatMap((e) => e.choices.filter((a) => a !== e.initial)).length).toBeGreaterThan(0);
    for (const e of choices)
      for (const answer of e.choices.filter((a) => a !== e.initial)) {
        const form = { ...initialForm(300000, 'x'), [e.id]: answer } as FormState;
        const query = encodeEstimate(form);
        expect(new URLSearchParams(query).get(e.shareKey), e.id).toBe(answer);
        expect(decodeEstimate(query)).toMatchObject({ [e.id]: answer });
        expect((generalInput(form) as unknown as Record<string, unknown>)[e.input]).toBe(answer);
      }
  });

  it('amounts reach the engine as numbers, a rating not given as 0, an amount not given as null', () => {
    const fresh = generalInput(initialForm(300000, 'x'));
    expect(fresh).toMatchObject({ seniorIncome: null, assessedValue: null, veteranDisabilityPct: 0 });
    const typed = generalInput({
      ...initialForm(300000, 'x'),
      seniorIncome: '85,000',
      assessedValue: '120000',
      veteranPct: '40',
    });
    expect(typed).toMatchObject({ seniorIncome: 85000, assessedValue: 120000, veteranDisabilityPct: 40 });
  });

  it("the wizard's review words a borough's class, STAR and rating from the same data", () => {
    const t = createTranslator('es', 'ny').t;
    const form: FormState = {
      ...initialForm(900000, 'kings'),
      propertyClass: 'class2',
      starType: 'enhanced',
      veteranService: 'combat',
      veteranPct: '40',
    };
    const review = chosenExemptions(form, ny, t, 'es', true);
    expect(review).toContain(t('nyc.classes.class2'));
    expect(review).toContain(t('nyc.starEnhanced'));
    expect(review).toContain(`${t('nyc.veteranDisabilityLevel')}: 40%`);
    expect(review.join(' ')).not.toMatch(/nyc\./);
  });

  it('never gives two fields one share key', () => {
    const keys = LIST.map((e) => e.shareKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
