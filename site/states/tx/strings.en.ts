// Texas's own words, English: its entries in the site strings (site/states/types.ts, StateStrings, says
// where site/i18n/state-words.ts puts each). strings.es.ts has the same keys, which the typecheck holds it to.
import type { StateStrings } from '../types.ts';

export const txStringsEn = {
  local: {
    countyOffice: 'Appraisal district',
    countyOfficeDirectory: 'Appraisal district directory',
    countyOfficeHelp:
      'Your county appraisal district sets the value your property tax is based on and handles exemption applications and protests.',
    taxCollector: 'Tax assessor-collector',
    homestead: 'Homestead exemption',
    appeal: 'Protest your appraisal',
    appealHelp: 'If the appraised value looks too high, you can file a protest with the appraisal review board.',
    taxBill: 'Property tax statement',
  },
  additionalCharges:
    'MUD and other district taxes are included only for the districts on this bill. PID assessments and other charges billed to the parcel are not, and can add thousands of dollars a year. Check your tax bill or the seller for these charges.',
  assessor: {
    office: 'appraisal district',
    directory: 'appraisal districts (Texas Comptroller)',
  },
  sourcesHeading: 'Texas: exemptions, limits, deadlines and fees',
  timeline: {
    valueSet: 'Appraisal districts set the value as of {{date}}',
    notices: 'Appraisal notices are mailed ({{from}} to {{to}})',
    protest: 'Protest deadline: {{date}}',
    hearings: 'Protest hearings ({{from}} to {{to}})',
    ratesSet: 'Taxing units set their rates ({{month}})',
    bills: 'Tax bills are mailed, from {{date}}',
    due: 'Taxes due: {{date}}',
    penalties: 'Penalty and interest start: {{date}}',
  },
  extra: {
    content: {
      referendum: {
        heading: 'Past election: {{date}}',
        body: 'Texas held a statewide referendum on {{date}}. Early voting ran from {{earlyFrom}} to {{earlyTo}}, and the voter registration deadline was {{registration}}.',
        results:
          "For the measures on the ballot and the results, see the Texas Secretary of State's election results; the calculator uses the exemption amounts in its current state configuration.",
      },
    },
  },
} satisfies StateStrings;
