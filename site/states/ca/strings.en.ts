// California's own words, English: its entries in the site strings (site/states/types.ts, StateStrings, says
// where site/i18n/state-words.ts puts each). strings.es.ts has the same keys, which the typecheck holds it to.
import type { StateStrings } from '../types.ts';

export const caStringsEn = {
  local: {
    countyOffice: 'Assessor',
    countyOfficeDirectory: 'County assessor directory',
    countyOfficeHelp:
      "The county assessor sets your assessed value under Proposition 13 and handles the homeowners' exemption.",
    taxCollector: 'Treasurer-tax collector',
    homestead: "Homeowners' exemption",
    appeal: 'Appeal your assessment',
    appealHelp:
      'If the assessed value looks too high, you can file an appeal with the county assessment appeals board.',
    taxBill: 'Secured property tax bill',
  },
  additionalCharges:
    'This estimate does not include Mello-Roos (Community Facilities District) or other special assessments, which can add thousands of dollars a year. Check your tax bill or the seller for these charges.',
  assessor: {
    office: 'assessor',
    directory: 'county assessors (State Board of Equalization)',
  },
  sourcesHeading: 'California: exemptions, limits, deadlines and fees',
  timeline: {},
  extra: {
    areaBuilder: {
      titleCa: 'Your city or tax rate area',
      introCa:
        'Choose your city or tax rate area: the bill then uses its own {{year}} total rate (1% plus voter-approved debt) in place of the county rate.',
    },
  },
} satisfies StateStrings;
