import { resolve } from 'node:path';
import type { Command } from 'commander';

export function registerSeed(program: Command): void {
  program
    .command('sources')
    .description('manage sources/ itself')
    .command('seed')
    .description('convert the shared source data (../shared/data) into sources/ (overwrites the seeded files)')
    .option('--from <dir>', 'folder with the shared data CSVs', '../shared/data')
    .option('--root <dir>', 'project root', '.')
    .action(async (opts: { from: string; root: string }) => {
      const { seedSources } = await import('../pipeline/seed/index.ts');
      const files = seedSources(resolve(opts.from), resolve(opts.root, 'sources'));
      for (const [rel, text] of files) console.log(`wrote sources/${rel} (${text.split('\n').length - 2} rows)`);
    });
}
