// Written by `rates emit` from STATE_CODES (schema/codes.ts): each state's engine side, one line per state folder.
// Do not edit: add the state code there and run `npx tsx cli.ts rates emit` (docs/data.md).
import tx from './tx/calc.ts';
import ca from './ca/calc.ts';
import fl from './fl/calc.ts';
import ny from './ny/calc.ts';

export const ENGINE_LIST = { tx, ca, fl, ny } as const;
