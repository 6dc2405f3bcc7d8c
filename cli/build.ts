import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { Variant } from '../site/calc/types.ts';
import { ALL_VARIANTS, sitePlan } from '../pipeline/build/plan.ts';
import { serveSites } from '../pipeline/build/serve.ts';
import { indexPage } from '../pipeline/build/index-page.ts';
import { generatedData } from '../pipeline/emit/generated-data.ts';

interface BuildFlags {
  variant: string;
  base?: string;
  origin?: string;
  root: string;
}

async function buildAll(flags: BuildFlags): Promise<Variant[]> {
  const root = resolve(flags.root);
  const variants =
    flags.variant === 'all' ? [...ALL_VARIANTS] : flags.variant.split(',').map((v) => v.trim() as Variant);
  if (!variants.every((v) => ALL_VARIANTS.includes(v)))
    throw new Error(
      `--variant: expected hub, tx, ca, fl, ny, a comma-separated list of them, or all, found ${flags.variant}`,
    );
  if (variants.length > 1 && (flags.base || flags.origin))
    throw new Error('--base and --origin apply to one variant; for several, set SITE_URL_<VARIANT>');
  const plan = sitePlan(
    root,
    process.env,
    variants.length > 1 ? undefined : { variant: variants[0]!, base: flags.base, origin: flags.origin },
  );
  // Loaded here, not at the top: React and every page would otherwise load with each command.
  const { buildVariant, formatBuildLine } = await import('../pipeline/build/index.ts');
  const { loadSiteData } = await import('../pipeline/build/data.ts');
  const data = loadSiteData(root);
  const started = performance.now();
  const total = { pages: 0, rendered: 0, removed: 0 };
  for (const v of variants) {
    const report = await buildVariant(plan[v], undefined, data);
    total.pages += report.pages;
    total.rendered += report.rendered ?? report.pages;
    total.removed += report.removed ?? 0;
    console.log(
      `  ${v.padEnd(3)} ${report.pages} pages (${report.rendered ?? report.pages} rendered) → ${plan[v].outDir}`,
    );
    for (const note of report.notes ?? []) console.log(`      ${note}`);
  }
  console.log(formatBuildLine({ ...total, ms: performance.now() - started }));
  return variants;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('prerender the static sites into dist/<variant>/')
    .option('--variant <name>', 'hub, tx, ca, fl, ny, a comma-separated list (tx,ca) or all', 'all')
    .option('--base <path>', 'serve the site under this sub-path (one variant)')
    .option('--origin <url>', 'origin for canonical links (one variant)')
    .option('--root <dir>', 'project root', '.')
    .action(async (flags: BuildFlags) => {
      await buildAll(flags);
    });

  program
    .command('start')
    .description('build every site and serve them on http://localhost:4173')
    .option('--port <n>', 'port', '4173')
    .option('--no-build', 'serve the existing dist/ without building')
    .option('--root <dir>', 'project root', '.')
    .action(async (flags: { port: string; build: boolean; root: string }) => {
      if (flags.build) await buildAll({ variant: 'all', root: flags.root });
      const root = resolve(flags.root);
      const plan = sitePlan(root, process.env);
      const sites = ALL_VARIANTS.map((v) => ({ prefix: plan[v].base, dir: plan[v].outDir }));
      const hub = generatedData(root).hubConfig();
      await serveSites(sites, Number(flags.port), indexPage(hub.siteName.en, plan));
      console.log(`Serving ${ALL_VARIANTS.map((v) => `http://localhost:${flags.port}${plan[v].base}`).join('  ')}`);
      console.log(`Index: http://localhost:${flags.port}/  (Ctrl+C to stop)`);
    });
}
