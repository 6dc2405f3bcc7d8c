// Texas state pack, English. Keys: see default.en.ts.

import type { Shape } from '../types.ts';
import type { DefaultPackEn } from './default.en.ts';

export const txPackEn: Shape<DefaultPackEn> = {
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
};
