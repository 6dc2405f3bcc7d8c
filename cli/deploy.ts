import { resolve } from 'node:path';
import type { Command } from 'commander';
import { ALL_VARIANTS, sitePlan } from '../generator/plan.ts';
import { KnownError } from '../pipeline/shared/errors.ts';
import type { Variant } from '../schema/codes.ts';

interface DeployFlags {
  variant: string;
  branch: string;
  repo?: string;
  root: string;
  dryRun?: boolean;
}

/** Builds one site for its public address (SITE_URL_<VARIANT>) and publishes dist/<variant> to a Pages branch. */
export function registerDeploy(program: Command): void {
  program
    .command('deploy')
    .description('build one site for its public URL (SITE_URL_<VARIANT>) and publish it with gh-pages')
    .requiredOption('--variant <name>', 'hub, tx, ca, fl or ny')
    .option('--branch <name>', 'branch to publish to', 'gh-pages')
    .option('--repo <url>', "repository to push to (default: this repository's origin)")
    .option('--dry-run', 'build only; do not publish')
    .option('--root <dir>', 'project root', '.')
    .action(async (flags: DeployFlags) => {
      const variant = flags.variant as Variant;
      if (!ALL_VARIANTS.includes(variant))
        throw new KnownError('FlagRefused', `--variant: expected hub, tx, ca, fl or ny, found ${flags.variant}`);
      const key = `SITE_URL_${variant.toUpperCase()}`;
      if (!process.env[key])
        throw new KnownError(
          'FlagRefused',
          `${key}: expected the site's public URL (e.g. https://example.org/), found nothing; canonical links need it`,
        );
      process.env.NODE_ENV = 'production';
      // Built as `build` builds it (compiled, its stamp and checks), after NODE_ENV is set: React picks its production
      // build when first imported.
      const { buildAll } = await import('./build.ts');
      await buildAll({ variant, root: flags.root });
      const { default: ghpages } = await import('gh-pages');
      const opts = sitePlan(resolve(flags.root), process.env)[variant];
      if (flags.dryRun) return;
      await ghpages.publish(opts.outDir, {
        branch: flags.branch,
        repo: flags.repo,
        dotfiles: true,
        message: `Deploy ${variant} site`,
      });
      console.log(`Published ${opts.outDir} to ${flags.branch}`);
    });
}
