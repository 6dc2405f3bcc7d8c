// California state pack, English. Keys: see default.en.ts.

import type { Shape } from '../types.ts';
import type { DefaultPackEn } from './default.en.ts';

export const caPackEn: Shape<DefaultPackEn> = {
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
};
