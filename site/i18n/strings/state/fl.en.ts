// Florida state pack, English. Keys: see default.en.ts.

import type { Shape } from '../types.ts';
import type { DefaultPackEn } from './default.en.ts';

export const flPackEn: Shape<DefaultPackEn> = {
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
};
