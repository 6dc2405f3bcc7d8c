import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NYC_CLASSES } from '../../../engine/model.ts';
import { type FormState, initialForm } from '../../../browser/components/calculator/state.ts';
import {
  decodeEstimate,
  decodeSharedEstimate,
  encodeEstimate,
  shareUrl,
} from '../../../browser/components/share/url-state.ts';

const restore = (search: string): FormState => ({ ...initialForm(0, ''), ...decodeEstimate(search) });

describe('share link state', () => {
  it('writes only what differs from a fresh form, with short keys', () => {
    expect(encodeEstimate(initialForm(350000, 'harris'))).toBe('v=350000&c=harris');
    const form: FormState = {
      ...initialForm(425000, 'harris'),
      homestead: true,
      over65: true,
      picks: { school: ['48201-isd-x'], city: ['101-120-03'], districts: ['a-1', 'b-2'] },
    };
    expect(encodeEstimate(form)).toBe('v=425000&c=harris&h=1&o=1&sd=48201-isd-x&ci=101-120-03&dx=a-1%2Cb-2');
  });

  it('gives back the same form for every choice a visitor can make', () => {
    const id = fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/);
    const form = fc
      .record({
        value: fc.integer({ min: 1, max: 99_999_999 }),
        county: fc.stringMatching(/^[a-z0-9-]{1,30}$/),
        homestead: fc.boolean(),
        over65: fc.boolean(),
        disabled: fc.boolean(),
        schoolTaxCeiling: fc.boolean(),
        seniorCitizen: fc.boolean(),
        veteranLevel: fc.oneof(fc.constant('none'), id),
        seniorIncome: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 9_999_999 }).map(String)),
        starType: fc.constantFrom('none', 'basic', 'enhanced' as const),
        veteranPct: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 100 }).map(String)),
        propertyClass: fc.constantFrom(...NYC_CLASSES),
        veteranService: fc.constantFrom('none', 'wartime', 'combat' as const),
        assessedValue: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 9_999_999 }).map(String)),
        starForm: fc.constantFrom('credit', 'exemption' as const),
        // The bill builder's picks, each state's slots: Texas's school, city and districts; New York's town or city,
        // village and school segment; Florida's and California's area.
        picks: fc.record(
          {
            school: fc.array(id, { minLength: 1, maxLength: 1 }),
            city: fc.array(id, { minLength: 1, maxLength: 1 }),
            districts: fc.array(id, { minLength: 1, maxLength: 5 }),
            place: fc.array(id, { minLength: 1, maxLength: 1 }),
            village: fc.array(id, { minLength: 1, maxLength: 1 }),
            segment: fc.array(id, { minLength: 1, maxLength: 1 }),
            area: fc.array(id, { minLength: 1, maxLength: 1 }),
          },
          { requiredKeys: [] },
        ),
        // Rates typed from the home's notice, as plain digits.
        unitRates: fc.dictionary(
          id,
          fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 999_999 })).map(([a, b]) => `${a}.${b}`),
          { maxKeys: 3 },
        ),
        // Buyer mode travels with the link: the switch, the closing date and the seller's side.
        buyer: fc.boolean(),
        closing: fc.oneof(
          fc.constant(''),
          fc
            .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
        ),
        sellerBill: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 9_999_999 }).map(String)),
        sellerAssessed: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 9_999_999 }).map(String)),
        portability: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 999_999 }).map(String)),
        // Exemptions typed in for units we hold no figures for travel with the link too.
        localEntered: fc.dictionary(
          id,
          fc
            .record({
              pct: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 20 }).map(String)),
              over65: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 999_999 }).map(String)),
            })
            .filter((e) => e.pct !== '' || e.over65 !== ''),
          { maxKeys: 3 },
        ),
        // The ZIP the units came from, and whether it was the ZIP centre nearest a position (only with a ZIP).
        zip: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{5}$/)),
        zipApprox: fc.boolean(),
      })
      .map((f) => (f.zip ? f : { ...f, zipApprox: false }));
    fc.assert(
      fc.property(form, (f) => {
        expect(restore(encodeEstimate(f as FormState))).toEqual(f);
      }),
    );
  });

  it('a ZIP alone (the hub search) opens the page with it; a malformed one is dropped and named', () => {
    expect(decodeSharedEstimate('?zip=77449')).toEqual({ form: { zip: '77449' }, dropped: [] });
    expect(decodeSharedEstimate('?zip=77449&za=1')?.form).toEqual({ zip: '77449', zipApprox: true });
    expect(decodeSharedEstimate('?c=harris&zip=7744')).toEqual({ form: { county: 'harris' }, dropped: ['zip'] });
  });

  it('carries the New York town, village and school segment', () => {
    const form: FormState = {
      ...initialForm(300000, 'erie'),
      picks: {
        place: ['town-amherst'],
        village: ['village-williamsville'],
        segment: ['williamsville-csd.town-amherst'],
      },
    };
    const query = encodeEstimate(form);
    expect(query).toBe('v=300000&c=erie&nm=town-amherst&nv=village-williamsville&ns=williamsville-csd.town-amherst');
    expect(restore(query)).toEqual(form);
    expect(decodeEstimate('?v=1&nm=town%20x&ns=<script>')).toEqual({ value: 1 });
  });

  it('has nothing to restore without a value or a county', () => {
    expect(decodeEstimate('')).toBeNull();
    expect(decodeEstimate('?utm_source=mail&h=1')).toBeNull();
  });

  it('drops what is malformed instead of trusting it', () => {
    expect(
      decodeEstimate(
        '?v=12abc&c=Harris%20County&st=gold&pc=class9&vs=navy&vp=1000&si=-5&h=yes&sf=cash&av=-1&dx=ok-1,bad%20id,%3Cscript%3E&lx=%3Cx%3E~5~1,ok~999~1',
      ),
    ).toEqual({ picks: { districts: ['ok-1'] } });
  });

  it('drops a malformed closing date or seller figure in buyer mode', () => {
    expect(decodeEstimate('?v=1&b=1&cd=2026-1-1&sb=-5&sa=4e5&pt=%3Cx%3E')).toEqual({ value: 1, buyer: true });
  });

  // Issue #24: one unknown value (an unknown veteran level) made the whole link compute nothing, with no message.
  it('drops an unknown value and names it, keeping the rest of the link', () => {
    const levels = ['10-29', '30-49', '100'];
    expect(decodeSharedEstimate('?v=350000&c=miami-dade&h=1&vl=200-plus', { veteranLevels: levels })).toEqual({
      form: { value: 350_000, county: 'miami-dade', homestead: true },
      dropped: ['vl'],
    });
    expect(decodeSharedEstimate('?v=350000&c=miami-dade&vl=30-49', { veteranLevels: levels })?.dropped).toEqual([]);
    expect(decodeSharedEstimate('?v=350000&c=x&vl=none', { veteranLevels: [] })?.form.veteranLevel).toBe('none');
  });

  it('reads amounts with the one parser: exponents, hex and figures above $1,000,000,000 are dropped and named', () => {
    expect(decodeSharedEstimate('?v=3.5e5&c=harris&si=0x10&pt=12345678901234567890&sb=1200')).toEqual({
      form: { county: 'harris', sellerBill: '1200' },
      dropped: ['v', 'si', 'pt'],
    });
    expect(decodeSharedEstimate('?v=1000000001&c=harris')?.dropped).toEqual(['v']);
    expect(decodeSharedEstimate('?v=1000000000&c=harris')?.form.value).toBe(1_000_000_000);
  });

  it('builds the link from the page address, dropping any other query and the hash', () => {
    expect(
      shareUrl(initialForm(300000, 'travis'), { origin: 'https://tx.example.org', pathname: '/county/travis/' }),
    ).toBe('https://tx.example.org/county/travis/?v=300000&c=travis');
  });
});
