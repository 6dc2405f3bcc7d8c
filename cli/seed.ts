import { resolve } from 'node:path';
import type { Command } from 'commander';

export function registerSeed(program: Command): void {
  program
    .command('sources')
    .description('manage sources/ itself')
    .command('seed')
    .description(
      'convert a folder of source data CSVs (its README names each file) into sources/ (refuses to overwrite a seeded file changed since, unless --force)',
    )
    .argument('<from>', 'folder with the source data CSVs')
    .option('--root <dir>', 'project root', '.')
    .option('--force', 'overwrite seeded files that rate imports have changed since (those changes are lost)')
    .action(async (from: string, opts: { root: string; force?: boolean }) => {
      const { seedSources } = await import('../pipeline/seed/index.ts');
      const files = seedSources(resolve(from), resolve(opts.root, 'sources'), { force: opts.force });
      for (const [rel, text] of files) console.log(`wrote sources/${rel} (${text.split('\n').length - 2} rows)`);
    });
}
