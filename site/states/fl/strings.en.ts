// Florida's own words, English: its entries in the site strings (site/states/types.ts, StateStrings, says
// where site/i18n/state-words.ts puts each). strings.es.ts has the same keys, which the typecheck holds it to.
import type { StateStrings } from '../types.ts';

export const flStringsEn = {
  local: {
    countyOffice: 'Property appraiser',
    countyOfficeDirectory: 'Property appraiser directory',
    countyOfficeHelp:
      'The county property appraiser sets your just and assessed value, sends the TRIM notice and handles homestead applications.',
    taxCollector: 'Tax collector',
    homestead: 'Homestead exemption',
    appeal: 'Petition the value adjustment board',
    appealHelp:
      'If the value on your TRIM notice looks too high, you can file a petition with the value adjustment board.',
    taxBill: 'Property tax bill',
  },
  additionalCharges:
    'This estimate does not include CDD assessments or other non-ad valorem assessments (such as solid waste or stormwater fees), which can add thousands of dollars a year. Check your tax bill or the seller for these charges.',
  assessor: {
    office: 'property appraiser',
    directory: 'property appraisers (Florida Department of Revenue)',
  },
  sourcesHeading: 'Florida: exemptions, limits, deadlines and fees',
  timeline: {
    assessment: 'The property appraiser values homes as of {{date}}',
    homestead: 'Homestead applications due: {{date}}',
    trim: 'TRIM notices arrive ({{month}}); you have {{days}} days to petition',
    bills: 'Tax bills are mailed ({{month}})',
    due: 'Taxes due: {{date}}',
  },
  extra: {
    calculator: {
      buyer: {
        portability: 'Portability from your previous Florida homestead (optional)',
        portabilityHint: 'The Save Our Homes difference on your old homestead, from its property appraiser.',
      },
    },
    county: {
      help: {
        flAppraiser:
          'Every Florida county elects a property appraiser: look for the {{countyName}} Property Appraiser.',
      },
    },
    areaBuilder: {
      titleFl: 'Your city or unincorporated area',
      introFl:
        "Choose the city your home is in, or the unincorporated area: the bill then uses that area's own {{year}} millage in place of the county's average of city and district levies.",
    },
  },
} satisfies StateStrings;
