// A state's words live in its folder (states/<code>/strings.*.ts, buyer-text.ts); the shared
// tables hold what every state says alike. A shared key that names a state (a map keyed `tx:` …,
// `office_fl`, `nyCounty`, `titleCa`, a step `ca-…`) is one of a state's words left behind, and fails
// here by its path. The test reads keys, not texts: a shared sentence may still mention a state.
import { describe, expect, it } from 'vitest';
import { CONSTANT_SCOPES } from '../../../schema/codes.ts';
import { SHARED_STEP_WORDS } from '../../../i18n/buyer-text.ts';
import { en } from '../../../i18n/strings/en.ts';
import { es } from '../../../i18n/strings/es.ts';
import type { StringTree } from '../../../i18n/strings/types.ts';

// A state's own scopes (New York City's `nyc`) count as the state: their words are its words.
const SCOPES = CONSTANT_SCOPES.filter((c) => c !== 'us');
const codes = SCOPES.join('|');
const Codes = SCOPES.map((c) => c[0]!.toUpperCase() + c.slice(1)).join('|');
// The code alone, or joined to a word: by _ or - on either side, or camel-cased (nyCounty, titleFl).
const NAMES_STATE = new RegExp(`^(?:${codes})$|^(?:${codes})[-_A-Z0-9]|[-_](?:${codes})$|[a-z](?:${Codes})$`);

/** Each key path of `tree` with a part that names a state. */
function stateKeys(tree: StringTree | object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => [
    ...(NAMES_STATE.test(key) ? [prefix + key] : []),
    ...(value && typeof value === 'object' ? stateKeys(value, `${prefix}${key}.`) : []),
  ]);
}

describe('the shared words are keyed by no state', () => {
  it('no key of the shared string tables names a state', () => {
    expect(stateKeys(en)).toEqual([]);
    expect(stateKeys(es)).toEqual([]);
  });

  it('no step the shared buyer words word is one state’s', () => {
    expect(stateKeys(SHARED_STEP_WORDS)).toEqual([]);
  });

  it('catches the keys it is there to refuse, and lets shared words through', () => {
    const sample = {
      additionalCharges: { tx: 'a', ca: 'b' },
      assessor: { office_fl: 'c', officeHeading: 'd' },
      help: { nyCounty: 'e', website: 'f' },
      area: { titleCa: 'g', calculate: 'h', flat: 'i', canal: 'j' },
      'ca-base-year': { en: 'k' },
      nyc: { marketValue: 'm' },
      'year-one-estimated': { en: 'l' },
    };
    expect(stateKeys(sample)).toEqual([
      'additionalCharges.tx',
      'additionalCharges.ca',
      'assessor.office_fl',
      'help.nyCounty',
      'area.titleCa',
      'ca-base-year',
      'nyc',
    ]);
  });
});
