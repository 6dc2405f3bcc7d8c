// State pack for variants without their own (the national hub, New York), English.
// State packs hold the texts that differ by state. Their keys live under `local.` and never in
// the base tables: the lookup order (spec §4) is current-language base → state pack → English
// base → key, so a pack can only supply keys the base does not have.

export const defaultPackEn = {
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
} as const;

export type DefaultPackEn = typeof defaultPackEn;
