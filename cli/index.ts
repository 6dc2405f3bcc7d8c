import type { Command } from 'commander';

type Register = (program: Command) => void;

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
  for (const load of named ? [named] : Object.values(FAMILIES)) (await load())(program);
}
