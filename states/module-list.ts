// Written by `rates emit` from STATE_CODES (schema/codes.ts): each state's module, one line per state folder.
// Do not edit: add the state code there and run `npx tsx cli.ts rates emit` (docs/data.md).
import tx from './tx/index.ts';
import ca from './ca/index.ts';
import fl from './fl/index.ts';
import ny from './ny/index.ts';

export const MODULE_LIST = { tx, ca, fl, ny } as const;
