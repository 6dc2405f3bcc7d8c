// New York's own words, English: its entries in the site strings (states/types.ts, StateStrings, says
// where i18n/state-words.ts puts each). strings.es.ts has the same keys, which the typecheck holds it to.
import type { StateStrings } from '../types.ts';

export const nyStringsEn = {
  local: {
    countyOffice: 'Assessor',
    countyOfficeDirectory: 'County assessor directory',
    countyOfficeHelp:
      'The county assessor sets the value your property tax is based on and handles exemption applications.',
    taxCollector: 'Tax collector',
    homestead: 'Homestead exemption',
    appeal: 'Appeal your assessment',
    appealHelp: 'If the assessed value looks too high, you can appeal it with your county.',
    taxBill: 'Property tax bill',
  },
  additionalCharges:
    'This estimate does not include library levies, special assessments or unit charges billed to the parcel (such as water, sewer or refuse). Check your tax bill or the seller for these charges.',
  assessor: {
    office: 'real property tax services',
    directory: 'county real property tax directors (NYS Department of Taxation and Finance)',
  },
  sourcesHeading: 'New York State: exemptions, limits, deadlines and fees',
  subScopeHeadings: {
    nyc: 'New York City: assessments, exemptions and abatements (city fiscal years)',
  },
  timeline: {},
  extra: {
    nyc: {
      tableLabel: 'How the tax is figured',
      billableAssessedValue: 'Billable assessed value (optional)',
      billableAssessedValueHelp:
        'From your Notice of Property Value or tax bill ("billable assessed value"); it is public for every lot. Leave it empty and we estimate it from the market value.',
      starForm: 'How you get STAR',
      starFormCredit: 'STAR credit (a check from the State; new owners)',
      starFormExemption: 'STAR exemption on my bill (owners who had it before the credit began)',
      scheLabel: "Senior citizen homeowners' exemption (SCHE)",
      veteranService: "Veteran (alternative veterans' exemption)",
      veteranServiceNone: 'Not a veteran',
      veteranServiceWartime: 'Served in wartime',
      veteranServiceCombat: 'Served in a combat zone',
      assessedEstimated: 'estimated from the citywide ratio ({{ratio}} of market value)',
      assessedEntered: 'as you entered it',
      assessedTarget: 'the target ratio ({{ratio}} of market value)',
      range:
        'With an assessed value anywhere from the citywide ratio up to the {{ratio}} target, the bill would be {{low}} to {{high}}.',
      taxableValue: 'Taxable assessed value',
      scheSavings: 'Senior exemption savings',
      starCredit: 'STAR credit check (not on the bill)',
      netAfterCredit: 'Tax after the STAR credit check',
      abatement: 'Co-op/condo abatement',
      marketValue: 'Market value',
      propertyClass: 'Property class',
      classes: {
        class1: 'Class 1: one- to three-family homes',
        class2: 'Class 2: co-ops, condos and apartment buildings',
        class3: 'Class 3: utility property',
        class4: 'Class 4: commercial and industrial',
      },
      starType: 'STAR exemption',
      starNone: 'No STAR',
      starBasic: 'Basic STAR',
      starEnhanced: 'Enhanced STAR (seniors)',
      seniorIncome: 'Senior household income',
      isVeteran: 'Veteran',
      veteranDisabilityLevel: 'Service-connected disability rating',
      assessedValue: 'Assessed value',
      baseTax: 'Tax before exemptions',
      schoolTaxPortion: 'School tax portion',
      cityTax: 'City tax',
      starSavings: 'STAR savings',
      veteranSavings: 'Veteran savings',
      finalTax: 'Annual tax',
      fiscalYear: 'Fiscal year {{year}} rates',
      validation: {
        marketValuePositive: 'Market value must be greater than 0',
        marketValueTooHigh: 'Market value seems unreasonably high',
        invalidPropertyClass: 'Invalid property class',
        seniorIncomeRequired: 'Senior income required for Enhanced STAR',
        seniorIncomeNegative: 'Senior income cannot be negative',
      },
    },
    calculator: {
      buyer: {
        nycAssessed: "The billable assessed value on the seller's Notice of Property Value",
      },
    },
    county: {
      nycNote:
        'New York City property is taxed by class with its own rates; the calculator uses them for this borough.',
      help: {
        nycFinance:
          "The {{name}} values your home every January (its Notice of Property Value), grants exemptions such as STAR, SCHE and the veterans' exemption, applies abatements and sends your bill.",
        nycTaxCommission: 'The {{name}}, a separate agency, hears appeals of your assessed value.',
        nyTowns:
          "Outside New York City your city or town assessor values your home; the county's real property tax services office can tell you which assessor covers your address.",
        nyCounty: 'In this county the {{name}} values homes for every town.',
      },
    },
    forms: {
      report: {
        nyc: 'New York City',
        nycRateSource: 'Rate source: {{source}} (fiscal year {{year}})',
      },
    },
    nyBuilder: {
      title: 'Your town, village and school district',
      intro:
        "Choose the town or city your home is in, its village if it lies inside one, and its school district: the bill then adds each unit's own {{year}} rate instead of the county average.",
      introMixed:
        "Choose the town or city your home is in, its village if it lies inside one, and its school district: the bill then adds each unit's own newest rate, with its year on the line, instead of the county average.",
      municipality: 'Town or city',
      countyAverage: 'County average (choose your town or city)',
      village: 'Village',
      noVillage: 'Not in a village',
      villageHint:
        "Choose a village only if your home lies inside it. The Comptroller's table does not say which town each village is in, so every village of the county is listed.",
      villageInCity: 'Villages lie in towns, not in cities.',
      school: 'School district',
      schoolHint: 'Only the school districts that reach the chosen town or city are listed.',
      mostCommon: 'Listed first: the town or city, and in it the school district, with the most taxable full value.',
      source:
        'Unit rates: NYS Office of the State Comptroller, Real Property Tax Levies, Taxable Full Value and Full Value Tax Rates, {{year}} (read through a copy of its workbooks); levies as adopted.',
      sourceOwn:
        'Lines not marked “read in a copy”: the rate the unit itself published, with the year and status the line shows.',
    },
    visual: {
      chart: {
        series: {
          nyOverall: 'Overall full-value rate (all levies ÷ full value), published by New York State',
          nycClass1: 'New York City class 1 (one- to three-family homes) rate on assessed value',
        },
      },
    },
  },
} satisfies StateStrings;
