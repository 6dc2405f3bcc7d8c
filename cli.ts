#!/usr/bin/env -S npx tsx
// The maintainer's and CI's entry point. Each command module maps flags to options and calls one core function.
import { Command } from 'commander';
import { registerCommands } from './cli/index.ts';
import { readyStateLists } from './cli/state-lists.ts';
import { ERROR_KINDS, exitCodeOf, kindOf } from './pipeline/shared/errors.ts';

const program = new Command('cli.ts')
  .description('Property tax sites: rate pipeline, calculator and site builds')
  .showHelpAfterError('(run with --help for usage)');

function stop(err: unknown): never {
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
}

// Run from source, the states' lists beside this file are the ones the command is about to load, so they are made
// right first (a bundle of the CLI carries the lists it was built with).
if (import.meta.filename.endsWith('.ts'))
  try {
    readyStateLists(import.meta.dirname, process.argv);
  } catch (err) {
    stop(err);
  }
await registerCommands(program);

program.parseAsync(process.argv).catch(stop);
