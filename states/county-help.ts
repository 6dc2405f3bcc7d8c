// "Where to get help" as most states have it: the county office that values homes, named where the
// sourced facts name it (facts.offices.appraisalDistricts), otherwise how to find it.
import type { CountyHelp } from './types.ts';

export const COUNTY_HELP: CountyHelp = {
  intro: true,
  countyOffice: { byFips: 'appraisalDistricts', text: 'county.help.officeIs' },
  unnamed: ['county.findOffice'],
};
