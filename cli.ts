#!/usr/bin/env -S npx tsx
// The maintainer's and CI's entry point. Each command module maps flags to options and calls one core function.
import { Command } from 'commander';
import { registerCommands } from './cli/index.ts';
import { ERROR_KINDS, exitCodeOf, kindOf } from './pipeline/shared/errors.ts';

const program = new Command('cli.ts')
  .description('Property tax sites: rate pipeline, calculator and site builds')
  .showHelpAfterError('(run with --help for usage)');

await registerCommands(program);

program.parseAsync(process.argv).catch((err: unknown) => {
  const debug = process.argv.includes('--debug');
  console.error(
    debug && err instanceof Error ? err.stack : `error: ${err instanceof Error ? err.message : String(err)}`,
  );
  // The error's kind (pipeline/shared/errors.ts) says whether it is the user's to fix (exit 1, the message says how) or
  // a bug (Internal: exit 2), and what to do next.
  const kind = kindOf(err);
  const { hint } = ERROR_KINDS[kind];
  if (hint) console.error(`hint: ${hint}`);
  process.exit(exitCodeOf(kind));
});
