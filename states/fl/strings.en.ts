// Florida's own words, English: its entries in the site strings (states/types.ts, StateStrings, says
// where i18n/state-words.ts puts each). strings.es.ts has the same keys, which the typecheck holds it to.
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
    tools: {
      taxShock: {
        purchasePrice: 'Purchase price',
        currentTax: "Seller's current tax",
        newTax: 'Your estimated tax',
        increase: 'Increase',
      },
    },
    tool: {
      taxShock: {
        title: 'Florida tax shock calculator',
        county: 'County',
        sellerLegend: "The seller's bill (optional)",
        sellerTaxHint: "The total on the seller's latest tax bill, if you have it.",
        sellerAssessed: "Or the seller's assessed value",
        sellerAssessedHint: "From the county property appraiser's record of the home; used when the tax is left empty.",
        more: 'You would pay {{amount}} a year more than the seller: {{pct}} more.',
        less: 'You would pay {{amount}} a year less than the seller: {{pct}} less.',
        noSeller: "Enter the seller's tax or assessed value to see the difference.",
        sellerFromAssessed:
          "The seller's tax is computed with the same rates on their assessed value of {{value}}, less {{exemptions}} of homestead exemptions.",
        howTitle: 'Why the bill jumps',
        reset:
          "Save Our Homes limits how much a homestead's assessed value can rise each year, so a long-time owner is often taxed on far less than the home is worth. A sale ends that cap: your assessed value starts over at market value, taken here as your purchase price of {{price}}.",
        homestead: 'Your own homestead exemptions take {{amount}} off that value; apply by {{deadline}}.',
        taxable:
          'Taxed: {{school}} at the school rate of {{schoolRate}}, and {{other}} at the other rates, {{otherRate}} together.',
        estimate:
          'Estimate from the average rates of {{county}} ({{year}}); your city and special districts can make the bill higher or lower.',
      },
    },
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
