#!/usr/bin/env -S npx tsx
// The maintainer's and CI's entry point. Each command module maps flags to options and calls one core function.
import { Command } from 'commander';
import { registerCommands } from './cli/index.ts';

const program = new Command('cli.ts')
  .description('Property tax sites: rate pipeline, calculator and site builds')
  .showHelpAfterError('(run with --help for usage)');

registerCommands(program);

program.parseAsync(process.argv).catch((err: unknown) => {
  const debug = process.argv.includes('--debug');
  console.error(
    debug && err instanceof Error ? err.stack : `error: ${err instanceof Error ? err.message : String(err)}`,
  );
  // generated/ missing or stale is the user's to fix (the message says how): exit 1, as for bad input; anything else is
  // a bug.
  process.exit(err instanceof Error && err.name === 'GeneratedDataError' ? 1 : 2);
});
