// Links people have already shared keep their meaning after the choice and amount exemptions became
// data (engine/value-exemptions.ts) and every state's bill builder became one picker: each string
// below is a link as the calculator wrote it, with the estimate it must restore, and a fresh link for
// the same answers is the same string.
import { describe, expect, it } from 'vitest';
import { CALC_OPTIONS } from '../../../cli/calc-options.ts';
import { VALUE_EXEMPTIONS } from '../../../states/value-exemptions.ts';
import { type FormState, initialForm } from '../../../browser/components/calculator/state.ts';
import { decodeSharedEstimate, encodeEstimate } from '../../../browser/components/share/url-state.ts';

const LINKS: [string, string, Partial<FormState>][] = [
  [
    'Texas owner with a veteran level, a school, a city, districts and a typed unit exemption',
    'v=350000&c=harris&h=1&o=1&sc=1&vl=30-49&sd=101-902&ci=houston&dx=harris-mud-1%2Charris-esd-2&lx=harris-mud-1%7E20%7E10000',
    {
      value: 350_000,
      county: 'harris',
      homestead: true,
      over65: true,
      schoolTaxCeiling: true,
      veteranLevel: '30-49',
      picks: { school: ['101-902'], city: ['houston'], districts: ['harris-mud-1', 'harris-esd-2'] },
      localEntered: { 'harris-mud-1': { pct: '20', over65: '10000' } },
    },
  ],
  [
    'New York City class 2 owner with Enhanced STAR as an exemption, SCHE and a combat veteran',
    'v=900000&c=kings&sr=1&si=85000&st=enhanced&vp=40&pc=class2&vs=combat&av=120000&sf=exemption',
    {
      value: 900_000,
      county: 'kings',
      seniorCitizen: true,
      seniorIncome: '85000',
      starType: 'enhanced',
      veteranPct: '40',
      propertyClass: 'class2',
      veteranService: 'combat',
      assessedValue: '120000',
      starForm: 'exemption',
    },
  ],
  [
    'New York town, village and school with Basic STAR and a wartime veteran',
    'v=300000&c=erie&st=basic&vp=30&vs=wartime&nm=amherst&nv=williamsville&ns=williamsville-csd',
    {
      value: 300_000,
      county: 'erie',
      starType: 'basic',
      veteranPct: '30',
      veteranService: 'wartime',
      picks: { place: ['amherst'], village: ['williamsville'], segment: ['williamsville-csd'] },
    },
  ],
  [
    'Florida buyer with portability, a veteran level and an area',
    'v=450000&c=miami-dade&h=1&d=1&b=1&vl=100&ar=miami&cd=2026-03-15&sb=6200&pt=50000',
    {
      value: 450_000,
      county: 'miami-dade',
      homestead: true,
      disabled: true,
      buyer: true,
      veteranLevel: '100',
      picks: { area: ['miami'] },
      closing: '2026-03-15',
      sellerBill: '6200',
      portability: '50000',
    },
  ],
];

describe('share links already in the wild', () => {
  it.each(LINKS)('%s: restores the same answers', (_name, link, answers) => {
    expect(decodeSharedEstimate(`?${link}`)).toEqual({ form: answers, dropped: [] });
  });

  it.each(LINKS)('%s: a new link for the same answers is the same string', (_name, link, answers) => {
    expect(encodeEstimate({ ...initialForm(0, ''), ...answers })).toBe(link);
  });

  it('a rate typed from a notice rides along as id~rate, and comes back as typed', () => {
    const link = 'v=400000&c=fort-bend&dx=079-462-04&ur=079-462-04%7E0.85';
    const answers: Partial<FormState> = {
      value: 400_000,
      county: 'fort-bend',
      picks: { districts: ['079-462-04'] },
      unitRates: { '079-462-04': '0.85' },
    };
    expect(decodeSharedEstimate(`?${link}`)).toEqual({ form: answers, dropped: [] });
    expect(encodeEstimate({ ...initialForm(0, ''), ...answers })).toBe(link);
    expect(decodeSharedEstimate('?v=1&c=x&ur=a~85x,b~1e9')).toEqual({
      form: { value: 1, county: 'x' },
      dropped: ['ur'],
    });
  });

  it('still refuses what a choice or amount key never took, naming each key', () => {
    expect(decodeSharedEstimate('?v=1&c=x&vl=%3Cb%3E&si=-5&st=gold&vp=101&pc=class9&vs=navy&av=1e9&sf=cash')).toEqual({
      form: { value: 1, county: 'x' },
      dropped: ['vl', 'si', 'st', 'vp', 'pc', 'vs', 'av', 'sf'],
    });
  });
});

describe('the choice and amount exemptions list', () => {
  it('keeps the share keys and calc flags links and scripts already use', () => {
    expect(VALUE_EXEMPTIONS.map((e) => [e.id, e.shareKey, e.flag.name])).toEqual([
      ['veteranLevel', 'vl', 'veteran'],
      ['seniorIncome', 'si', 'senior-income'],
      ['starType', 'st', 'star'],
      ['veteranPct', 'vp', 'veteran'],
      ['propertyClass', 'pc', 'class'],
      ['veteranService', 'vs', 'veteran-service'],
      ['assessedValue', 'av', 'assessed-value'],
      ['starForm', 'sf', 'star-form'],
    ]);
    const flags = CALC_OPTIONS.map((o) => o.flags);
    for (const f of ['--veteran <level>', '--senior-income <dollars>', '--star <type>', '--class <class>'])
      expect(flags).toContain(f);
    expect(CALC_OPTIONS.find((o) => o.long === '--star-form')?.argChoices).toEqual(['credit', 'exemption']);
    expect(CALC_OPTIONS.find((o) => o.long === '--veteran-service')?.argChoices).toEqual(['wartime', 'combat']);
    expect(flags.filter((f) => f.startsWith('--veteran '))).toHaveLength(1);
  });
});
