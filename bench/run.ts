// `npm run bench`: every speed and size figure in one run, each against its budget.
import { benchApi } from './api.ts';
import { benchBuild } from './build.ts';
import { benchEngines } from './engines.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchMaintainerLoop } from './maintainer-loop.ts';
import { benchOutbox } from './outbox.ts';
import { benchRates } from './rates.ts';

const only = process.argv[2];
const steps: [string, () => Promise<void>][] = [
  ['rates', benchRates],
  ['engines', benchEngines],
  ['build', benchBuild],
  ['loop', benchMaintainerLoop],
  ['lighthouse', benchLighthouse],
  ['api', benchApi],
  ['outbox', benchOutbox],
];
for (const [name, run] of steps) {
  if (only && only !== name) continue;
  await run();
}
