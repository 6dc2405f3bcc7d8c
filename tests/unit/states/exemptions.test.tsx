// Every checkbox exemption a state lists reaches the four places a visitor or maintainer meets it:
// the form's box, the `calc` flag, the share link and the wizard's review. The lists are the only
// source: nothing here names an exemption except the links that exist today.
import { Command } from 'commander';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CALC_OPTIONS } from '../../../cli/calc-options.ts';
import type { OfferedCheckbox } from '../../../engine/exemption-inputs.ts';
import { requestFromFlags, type RequestData } from '../../../states/estimate/request.ts';
import { CALC_STATE_MODULES, CHECKBOX_EXEMPTIONS } from '../../../states/engines.ts';
import { STATE_CODES, type Lang, type StateCode } from '../../../schema/codes.ts';
import { checkboxLabel, offeredCheckboxes } from '../../../browser/components/calculator/checkboxes.ts';
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

/** `cli.ts calc` with the real options, parsed as commander parses a command line. */
function parseFlags(argv: string[]): Record<string, unknown> {
  const command = new Command('calc').exitOverride();
  for (const o of CALC_OPTIONS) command.addOption(o);
  command.parse(argv, { from: 'user' });
  return command.opts();
}

const dataFor = (state: StateCode): RequestData => ({
  config: () => loadConfig(state),
  rates: () => null,
  national: () => null,
  nycRates: () => null,
  typicalRateChangePct: () => undefined,
});

const tick = (id: string): FormState => ({ ...initialForm(300000, 'x'), [id]: true }) as FormState;

const cases = STATE_CODES.flatMap((state) =>
  offeredCheckboxes(loadConfig(state)).flatMap((c) =>
    (['en', 'es'] as Lang[]).map((lang) => ({ state, lang, c, name: `${state} ${c.id} (${lang})` })),
  ),
);

describe('checkbox exemptions as data', () => {
  it('every state offers at least one box, and every box its config or strings can label', () => {
    for (const state of STATE_CODES) expect(offeredCheckboxes(loadConfig(state)).length).toBeGreaterThan(0);
    expect(cases.length).toBeGreaterThan(8);
  });

  it.each(cases)('$name: a box on the form, with its label', ({ state, lang, c }) => {
    const config = loadConfig(state);
    const t = createTranslator(lang, state).t;
    const html = renderToStaticMarkup(
      <ExemptionFields
        config={config}
        form={initialForm(300000, 'x')}
        update={() => {}}
        t={t}
        isNyc={false}
        show={() => {}}
        timing={TIMING}
        lang={lang}
        errorFor={() => null}
      />,
    );
    expect(html).toContain(`type="checkbox" name="${c.id}"`);
    const label = checkboxLabel(c, config, t, lang);
    expect(label).not.toBe(c.id);
    expect(html).toContain(label.replace(/'/g, '&#x27;'));
    // The wizard's review names it once it is ticked.
    expect(chosenExemptions(tick(c.id), config, t, lang, false)).toContain(label);
    expect(chosenExemptions(initialForm(300000, 'x'), config, t, lang, false)).not.toContain(label);
  });

  it.each(cases.filter((k) => k.lang === 'en'))('$name: a calc flag that sets its engine input', ({ state, c }) => {
    const argv = ['--state', state, '--rate', '2', '--value', '300000'];
    const on = requestFromFlags(parseFlags([...argv, `--${c.flag}`]) as never, dataFor(state));
    const off = requestFromFlags(parseFlags(argv) as never, dataFor(state));
    if ('errors' in on || 'errors' in off) throw new Error('request refused');
    expect((on.request.input as unknown as Record<string, unknown>)[c.input]).toBe(true);
    expect((off.request.input as unknown as Record<string, unknown>)[c.input]).toBe(false);
  });

  it.each(cases.filter((k) => k.lang === 'en'))('$name: a share-link key that round-trips', ({ c }) => {
    const query = encodeEstimate(tick(c.id));
    expect(new URLSearchParams(query).get(c.shareKey)).toBe('1');
    expect(decodeEstimate(query)).toMatchObject({ [c.id]: true });
    expect(decodeEstimate(encodeEstimate(initialForm(300000, 'x')))).not.toHaveProperty(c.id);
  });

  it('keeps the keys of the links shared so far', () => {
    const today = { h: 'homestead', o: 'over65', d: 'disabled', sc: 'schoolTaxCeiling', sr: 'seniorCitizen' };
    for (const [key, field] of Object.entries(today))
      expect(decodeEstimate(`v=300000&c=harris&${key}=1`)).toEqual({ value: 300000, county: 'harris', [field]: true });
    expect(CHECKBOX_EXEMPTIONS.map((c) => c.shareKey)).toEqual(Object.keys(today));
  });

  it('never gives two exemptions one flag or one share key', () => {
    const all: readonly OfferedCheckbox[] = STATE_CODES.flatMap(
      (s): readonly OfferedCheckbox[] => CALC_STATE_MODULES[s].exemptions,
    );
    const byId = new Map(all.map((c) => [c.id, c]));
    for (const c of all) expect(byId.get(c.id)).toMatchObject({ flag: c.flag, shareKey: c.shareKey, input: c.input });
    expect(new Set(CHECKBOX_EXEMPTIONS.map((c) => c.flag)).size).toBe(CHECKBOX_EXEMPTIONS.length);
    expect(new Set(CHECKBOX_EXEMPTIONS.map((c) => c.shareKey)).size).toBe(CHECKBOX_EXEMPTIONS.length);
  });
});
