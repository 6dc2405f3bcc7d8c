import type { Command } from 'commander';

import { compileForBatch } from './batch-jit.ts';

type Register = (program: Command) => void;

/** The commands that serve until stopped: V8 compiles them as it would any server (batch-jit.ts). */
const LONG_RUNNING = new Set(['start', 'serve']);

// Each command family lives in its own module; cli.ts stays a thin shell. In the order help lists them.
const FAMILIES: Record<string, () => Promise<Register>> = {
  rates: async () => (await import('./rates.ts')).registerRates,
  calc: async () => (await import('./calc.ts')).registerCalc,
  build: async () => (await import('./build.ts')).registerBuild,
  deploy: async () => (await import('./deploy.ts')).registerDeploy,
  sources: async () => (await import('./seed.ts')).registerSeed,
  start: async () => (await import('./start.ts')).registerStart,
  serve: async () => (await import('./serve.ts')).registerServe,
  subscribers: async () => (await import('./subscribers.ts')).registerSubscribers,
};

/**
 * Registers the family of the command named on the command line, loading only its modules (a build does not load the
 * importers, the API or the mailer); with no known command named (help, a typo) every family, so help lists them all.
 */
export async function registerCommands(program: Command, argv: readonly string[] = process.argv): Promise<void> {
  const named = Object.hasOwn(FAMILIES, argv[2] ?? '') ? FAMILIES[argv[2]!] : undefined;
  if (named && !LONG_RUNNING.has(argv[2]!)) compileForBatch();
  for (const load of named ? [named] : Object.values(FAMILIES)) (await load())(program);
}
