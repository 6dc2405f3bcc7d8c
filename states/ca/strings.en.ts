// California's own words, English: its entries in the site strings (states/types.ts, StateStrings, says
// where i18n/state-words.ts puts each). strings.es.ts has the same keys, which the typecheck holds it to.
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
    melloRoos: {
      searchLabel: 'Address or ZIP code',
      searchPlaceholder: 'Enter an address or ZIP code',
      search: 'Search',
      noResults:
        'No info found for that area. Check the property tax bill or ask the seller for the Mello-Roos disclosure.',
    },
    tools: {
      prop13: {
        purchasePrice: 'Purchase price',
        purchaseYear: 'Purchase year',
        currentMarketValue: 'Current market value',
        originalPrice: 'Original price',
        protectedAssessment: 'Protected assessment',
        taxWithoutProp13: 'Annual tax without Prop 13',
        actualTax: 'Actual annual tax',
        annualSavings: 'Annual savings',
        totalSavings: 'Total savings since purchase',
        yearsHeld: 'Years held',
      },
    },
    tool: {
      melloRoos: {
        title: 'Mello-Roos finder',
        hint: 'A 5-digit ZIP code, or a full address that includes one.',
        searching: 'Searching...',
        loadError: 'The ZIP code table could not be loaded.',
        zipTitle: 'ZIP code {{zip}}',
        inCounty: 'ZIP code {{zip}} is in {{county}}.',
        inCounties: 'ZIP code {{zip}} crosses county lines: {{counties}}.',
        avgRate:
          'Average tax rate {{rate}} ({{general}} general levy plus voter-approved debt, {{year}}), Mello-Roos not included.',
        redFlagByValue:
          'On a {{value}} home, a Mello-Roos charge above {{charge}} a year is a red flag: more than {{share}} of the value.',
        redFlagByTotal:
          'On a {{value}} home, a Mello-Roos charge above {{charge}} a year is a red flag: added to the {{rate}} average, it lifts the total rate above {{total}}.',
        noDistrictList:
          'We have no list of Community Facilities Districts, so we cannot tell whether a given address here pays Mello-Roos. The steps below show how to find out.',
        whatTitle: 'What Mello-Roos is',
        what: "A Mello-Roos special tax is levied by a Community Facilities District to pay for streets, schools, parks or services, mostly in newer developments. It comes on top of the regular property tax and is usually not based on the home's value.",
        typical:
          "Each district sets its own special tax and how many years it lasts; no published figure gives a typical amount, so look for the charge on the tax bill or in the seller's disclosure.",
        redFlagRule:
          "A rule of thumb of this site, not a legal limit: be careful with a Mello-Roos charge above {{share}} of the home's value a year, or a total tax rate above {{total}}.",
        howTitle: 'How to find out whether a home pays Mello-Roos',
        howBill:
          "Read the property tax bill: Mello-Roos appears among the direct charges (or special assessments), usually with the district's name.",
        howDisclosure:
          'Ask the seller: California sellers must disclose a Mello-Roos district; look for the notice of special tax among the disclosures.',
        howCollector:
          "Ask the county tax collector for the direct charges on the parcel, giving its assessor's parcel number (APN).",
      },
    },
    areaBuilder: {
      titleCa: 'Your city or tax rate area',
      introCa:
        'Choose your city or tax rate area: the bill then uses its own {{year}} total rate (1% plus voter-approved debt) in place of the county rate.',
    },
  },
} satisfies StateStrings;
