// A new yes/no exemption is one entry in its state's list: registered here in a test-only copy of
// the Texas module, it gets its form box, its `calc` flag, its share-link key and its engine input
// with no other edit anywhere.
import { Command } from 'commander';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../calc/helpers.ts';

// The unit project reuses modules across files (isolate: false): load a fresh copy of every module for this file
// only, and leave the real registry for the next.
vi.resetModules();
vi.doMock('../../../states/engines.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../states/engines.ts')>();
  const { checkboxesOf } = await import('../../../engine/exemption-inputs.ts');
  const solar = {
    id: 'solarPanels',
    input: 'solarPanels',
    flag: 'solar-panels',
    flagHelp: 'TX: the home has solar panels (test only)',
    shareKey: 'sp',
    label: 'calculator.options.solarPanels',
  };
  const tx = { ...real.CALC_STATE_MODULES.tx, exemptions: [...real.CALC_STATE_MODULES.tx.exemptions, solar as never] };
  const modules = { ...real.CALC_STATE_MODULES, tx };
  return {
    ...real,
    ENGINES: modules,
    CALC_STATE_MODULES: modules,
    calcState: (code: keyof typeof modules) => modules[code],
    CHECKBOX_EXEMPTIONS: checkboxesOf(Object.values(modules).map((s) => s.exemptions as never)),
  };
});

const { CALC_OPTIONS } = await import('../../../cli/calc-options.ts');
const { requestFromFlags } = await import('../../../states/estimate/request.ts');
const { ExemptionFields } = await import('../../../browser/components/calculator/ExemptionFields.tsx');
const { initialForm } = await import('../../../browser/components/calculator/state.ts');
const { decodeEstimate, encodeEstimate } = await import('../../../browser/components/share/url-state.ts');

const tx = loadConfig('tx');

afterAll(() => {
  vi.doUnmock('../../../states/engines.ts');
  vi.resetModules();
});

describe('a new checkbox exemption, registered only in its state list', () => {
  it('has a calc flag that sets its engine input', () => {
    const command = new Command('calc').exitOverride();
    for (const o of CALC_OPTIONS) command.addOption(o);
    expect(command.helpInformation()).toContain('--solar-panels');
    command.parse(['--state', 'tx', '--rate', '2', '--value', '300000', '--solar-panels'], { from: 'user' });
    const built = requestFromFlags(command.opts() as never, {
      config: () => tx,
      rates: () => null,
      national: () => null,
      nycRates: () => null,
      typicalRateChangePct: () => undefined,
    });
    if ('errors' in built) throw new Error('refused');
    expect(built.request.input).toMatchObject({ solarPanels: true, homesteadExemption: false });
  });

  it('starts unticked on a fresh form and round-trips through a share link', () => {
    const fresh = initialForm(300000, 'harris') as unknown as Record<string, unknown>;
    expect(fresh.solarPanels).toBe(false);
    const query = encodeEstimate({ ...initialForm(300000, 'harris'), solarPanels: true } as never);
    expect(query).toBe('v=300000&c=harris&sp=1');
    expect(decodeEstimate(query)).toEqual({ value: 300000, county: 'harris', solarPanels: true });
  });

  it('has a box on the Texas form, after the state boxes', () => {
    const html = renderToStaticMarkup(
      <ExemptionFields
        config={tx}
        form={initialForm(300000, 'harris')}
        update={() => {}}
        t={(key) => `[${key}]`}
        isNyc={false}
        show={() => {}}
        timing={{
          calculationMs: 0,
          calculatedToastMs: 0,
          selectedToastMs: 0,
          failureToastMs: 0,
          toastDefaultMs: 0,
          toastMaxVisible: 1,
        }}
        lang="en"
        errorFor={() => null}
      />,
    );
    expect(html).toContain('type="checkbox" name="solarPanels"');
    expect(html).toContain('[calculator.options.solarPanels]');
    expect(html.indexOf('name="schoolTaxCeiling"')).toBeLessThan(html.indexOf('name="solarPanels"'));
  });
});
