// A county page's "Where to get help" and its method sentence come from the county's state module
// (states/<code>/): the shared component and the method words hold no state's texts.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RATE_METHODS } from '../../../schema/codes.ts';
import type { Lang, StateCode } from '../../../schema/codes.ts';
import type { CountyRate, StateConfig } from '../../../schema/index.ts';
import type { PageContext } from '../../../browser/components/page-context.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { leavesOut } from '../../../i18n/leaves-out.ts';
import { METHOD_WORDS } from '../../../i18n/method-text.ts';
import { CountyHelp } from '../../../generator/pages/CountyHelp.tsx';
import { STATES } from '../../../states/index.ts';
import { loadConfig, ROOT } from '../calc/helpers.ts';

const json = (path: string): unknown => JSON.parse(readFileSync(`${ROOT}${path}`, 'utf8'));
const county = (state: StateCode, slug: string): CountyRate => {
  const found = (json(`generated/rates/${state}.json`) as { counties: CountyRate[] }).counties.find(
    (c) => c.slug === slug,
  );
  if (!found) throw new Error(`${state}/${slug} missing from generated/rates`);
  return found;
};

function help(state: StateCode, slug: string, lang: Lang = 'en'): string {
  const config: StateConfig = loadConfig(state);
  const ctx = { t: createTranslator(lang, state).t, lang } as unknown as PageContext;
  const facts = json(`generated/facts/${state}.json`) as Record<string, unknown> | undefined;
  return renderToStaticMarkup(<CountyHelp ctx={ctx} county={county(state, slug)} config={config} facts={facts} />);
}

describe('county help from the state module', () => {
  it('Texas names the appraisal district where the facts name it, and says how to find it elsewhere', () => {
    const collin = help('tx', 'collin');
    expect(collin).toContain('this office is the Collin Central Appraisal District');
    expect(collin).toContain('href="https://www.collincad.org"');
    expect(collin).not.toContain('To find the');
    expect(help('tx', 'anderson')).toContain('To find the');
  });

  it('Florida always points to the elected property appraiser and never says how to find an office', () => {
    const alachua = help('fl', 'alachua');
    expect(alachua).toContain('look for the Alachua County Property Appraiser');
    expect(alachua).not.toContain('To find the');
  });

  it('New York names the county assessor where one values every town, else the town assessor', () => {
    expect(help('ny', 'nassau')).toMatch(/In this county the .+ values homes for every town/);
    const albany = help('ny', 'albany');
    expect(albany).toContain('your city or town assessor values your home');
    expect(albany).not.toContain('To find the');
  });

  it('a New York City borough names the Department of Finance and the Tax Commission, not a county office', () => {
    const bronx = help('ny', 'bronx');
    expect(bronx).toContain('Department of Finance');
    expect(bronx).toContain('Tax Commission');
    expect(bronx).not.toContain('town assessor');
  });

  it('California says how to find the county office; Spanish pages say it in Spanish', () => {
    expect(help('ca', 'alameda')).toContain('To find the');
    const es = help('ca', 'alameda', 'es');
    expect(es).not.toContain('To find the');
    expect(es).toMatch(/Alameda/);
  });
});

describe('method sentences', () => {
  it('every rate method has its sentence in both languages, from the shared list or one state module', () => {
    for (const m of RATE_METHODS) {
      expect(typeof METHOD_WORDS[m]?.en, m).toBe('function');
      expect(typeof METHOD_WORDS[m]?.es, m).toBe('function');
    }
    const owners = RATE_METHODS.map((m) => Object.values(STATES).filter((s) => m in s.methods).length);
    expect(Math.max(...owners)).toBe(1);
  });
});

describe("what a bill built from the home's own units or area leaves out", () => {
  it("is the state module's own list where it has one (New York units, Florida areas), else the state list", () => {
    const ny = leavesOut({ built: 'ny' }, 'en');
    expect(ny.join(' ')).toContain('Library levies');
    expect(ny).not.toEqual(leavesOut('ny', 'en'));
    expect(leavesOut({ built: 'fl' }, 'es')).not.toEqual(leavesOut('fl', 'es'));
    expect(leavesOut({ built: 'ca' }, 'en')).toEqual(leavesOut('ca', 'en'));
    expect(leavesOut({ built: 'tx' }, 'es')).toEqual(leavesOut('tx', 'es'));
  });
});
