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
  console.error(debug && err instanceof Error ? err.stack : `error: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
});
