// Flags → request (states/estimate/request.ts): what `cli.ts calc` hands the engines, and every refusal
// before any data is read.
import { describe, expect, it } from 'vitest';
import {
  buyerRequestFromFlags,
  parseAmount,
  requestFromFlags,
  type RequestData,
} from '../../../states/estimate/request.ts';
import type { StateRates, Unit, UnitsFile } from '../../../schema/index.ts';
import { NYC_RATES, county, ny, tx } from './helpers.ts';

const harris = county({ slug: 'harris', name: 'Harris County', ratePct: 2, fips: '48201' });
const kings = county({ slug: 'kings', name: 'Kings County', ratePct: 1, nycClass: true });
const txRates: StateRates = { state: 'tx', productYear: 2026, counties: [harris] };
const unit = (over: Partial<Unit> & Pick<Unit, 'id' | 'name' | 'type'>): Unit => ({
  part: over.type === 'city' ? 'city' : 'special',
  districtType: '',
  parentId: null,
  countywide: false,
  ratePct: null,
  rateUnit: 'per-100',
  moPct: null,
  isPct: null,
  levies: [],
  taxYear: 2025,
  status: 'adopted',
  sourceYear: '2025',
  source: 'PTAD',
  document: '',
  url: '',
  readOn: '',
  confidence: 'high',
  flags: [],
  funds: [],
  remark: null,
  local: null,
  countyValueShare: null,
  taxableValue: null,
  group: null,
  aliases: [],
  ...over,
});
const txUnits: UnitsFile = {
  state: 'tx',
  year: 2025,
  counties: {
    '48201': [
      unit({ id: '101-124-03', name: 'City of Houston', type: 'city', ratePct: 0.51919 }),
      unit({ id: 'unrated', name: 'Quiet MUD', type: 'special', districtType: 'mud', flags: ['not-reported'] }),
    ],
  },
};

/** Data that records what was asked for, so a test can see nothing more is read than the request needs. */
function data(): RequestData & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    config: (s) => {
      asked.push(`config/${s}`);
      return s === 'ny' ? ny : tx;
    },
    units: (s) => {
      asked.push(`units/${s}`);
      return s === 'tx' ? txUnits : null;
    },
    rates: (s) => {
      asked.push(`rates/${s}`);
      return s === 'ny' ? { state: 'ny', productYear: 2026, counties: [kings] } : txRates;
    },
    national: () => {
      asked.push('national');
      return [];
    },
    nycRates: () => {
      asked.push('nyc');
      return NYC_RATES;
    },
    typicalRateChangePct: () => 3,
    productYear: () => 2026,
  };
}

describe('request from flags', () => {
  it('reads money and rates as people type them; anything else is NaN for the engine to refuse', () => {
    expect(parseAmount('$350,000')).toBe(350_000);
    expect(parseAmount('2.1%')).toBe(2.1);
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount(undefined)).toBeUndefined();
  });

  it("a typed-in rate reads no county list; a county reads its state's rates", () => {
    const d = data();
    const byRate = requestFromFlags({ state: 'tx', rate: '2', value: '350,000', homestead: true }, d);
    expect(byRate).toMatchObject({
      state: 'tx',
      request: {
        state: 'tx',
        ratePct: 2,
        counties: null,
        typicalRateChangePct: 3,
        input: { homeValue: 350_000, homesteadExemption: true },
      },
    });
    expect(d.asked).toEqual(['config/tx']);
    const byCounty = requestFromFlags({ state: 'tx', county: 'harris', value: '1' }, d);
    expect('request' in byCounty && byCounty.request.state === 'tx' && byCounty.request.counties).toEqual([harris]);
  });

  it("adds units by hand and by id from the county's list; one with no rate comes with none, and an unknown id is refused", () => {
    const ok = requestFromFlags(
      { state: 'tx', county: 'harris', value: '1', unit: ['MUD 7=0.8:special', '101-124-03', 'unrated'] },
      data(),
    );
    expect('request' in ok && ok.request.state === 'tx' && ok.request.input.units).toEqual([
      // A unit from the county's list keeps its rate's year and status, for the bill line.
      {
        id: '101-124-03',
        name: 'City of Houston',
        part: 'city',
        ratePct: 0.51919,
        taxYear: 2025,
        status: 'adopted',
        local: null,
        extra: true,
        source: 'PTAD',
      },
      // No rate reported: on the bill all the same, its line marked (never a failed bill).
      {
        id: 'unrated',
        name: 'Quiet MUD',
        part: 'special',
        ratePct: null,
        taxYear: 2025,
        status: 'adopted',
        local: null,
        extra: true,
        source: 'PTAD',
      },
      { id: 'mud-7', name: 'MUD 7', ratePct: 0.8, part: 'special', extra: true, typed: true },
    ]);
    const bad = requestFromFlags({ state: 'tx', county: 'harris', value: '1', unit: ['nope'] }, data());
    expect('errors' in bad && bad.errors.map((e) => [e.field, e.detail])).toEqual([
      [
        'unit',
        'expected the id of a school district, city or district of the county, found "nope"; the county has 101-124-03 (City of Houston), unrated (Quiet MUD)',
      ],
    ]);
  });

  it('--unit-rate takes the rate as the state publishes it, with its decimals, and names what it refuses', () => {
    const ok = requestFromFlags(
      { state: 'tx', county: 'harris', value: '400000', unitRate: ['unrated=0.850000'] },
      data(),
    );
    expect('request' in ok && ok.request.state === 'tx' && ok.request.input.units).toEqual([
      {
        id: 'unrated',
        name: 'Quiet MUD',
        part: 'special',
        ratePct: 0.85,
        taxYear: 2026,
        local: null,
        extra: true,
        typed: true,
        knownRatePct: null,
      },
    ]);
    const bad = requestFromFlags(
      { state: 'tx', county: 'harris', value: '1', unitRate: ['unrated=0.8500001', 'x'] },
      data(),
    );
    expect('errors' in bad && bad.errors.map((e) => e.detail)).toEqual([
      '--unit-rate unrated: "0.8500001" has too many decimals; write at most 6',
      '--unit-rate: expected ID=RATE (RATE per-100 as your notice prints it), found "x"',
    ]);
  });

  it("New York City: a borough of the New York list, the class rules' fields, the newest year unless one is given", () => {
    const r = requestFromFlags(
      { state: 'nyc', county: 'kings', value: '1000000', veteran: '40', fiscalYear: '2026' },
      data(),
    );
    expect(r).toMatchObject({
      state: 'nyc',
      request: {
        state: 'nyc',
        county: kings,
        fiscalYear: 2026,
        rates: NYC_RATES,
        input: {
          homeValue: 1_000_000,
          propertyClass: 'class1',
          veteranService: 'wartime',
          veteranDisabilityPct: 40,
          coopCondoAbatement: true,
        },
      },
    });
    const albany = requestFromFlags({ state: 'nyc', county: 'albany', value: '1' }, data());
    expect('errors' in albany && albany.errors[0]).toMatchObject({
      field: 'county',
      code: 'county-not-found',
      detail: '"albany" is not a New York City borough',
    });
  });

  it('refuses an unknown state and a county with a rate before reading anything', () => {
    const d = data();
    expect(requestFromFlags({ state: 'tex', value: '1' }, d)).toMatchObject({
      errors: [{ field: 'state', detail: 'expected one of tx, ca, fl, ny, nyc, us, found "tex"' }],
    });
    expect(requestFromFlags({ state: 'fl', county: 'broward', rate: '2', value: '1' }, d)).toMatchObject({
      errors: [{ field: 'ratePct', detail: 'give --county or --rate, not both' }],
    });
    expect(d.asked).toEqual([]);
  });

  it("buyer mode: the home at its price, the buyer's figures, and every missing one named", () => {
    const r = buyerRequestFromFlags(
      {
        state: 'tx',
        rate: '2',
        homestead: true,
        buyer: true,
        price: '400,000',
        closing: '2026-05-20',
        sellerBill: '$3,000',
      },
      data(),
    );
    expect(r).toMatchObject({
      state: 'tx',
      request: { input: { homeValue: 400_000 } },
      buyer: { price: 400_000, closing: '2026-05-20', sellerBill: 3_000 },
    });
    expect(buyerRequestFromFlags({ state: 'ca', rate: '1', buyer: true }, data())).toMatchObject({
      errors: [{ field: 'price' }, { field: 'closing' }],
    });
    expect(
      buyerRequestFromFlags({ state: 'us', buyer: true, price: '1', closing: '2026-01-01' }, data()),
    ).toMatchObject({ errors: [{ field: 'state' }] });
  });
});
