// `npm start`: the whole product on one origin. The sites are built for an API at /api and served
// beside it (SQLite in the data folder, e-mails as files in its outbox), so the newsletter,
// notify-me and contact forms work on a first run; --no-api keeps the static-only copy.
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { connectionLimits, guardConnections } from '../api/connection-guard.ts';
import { API_PREFIX } from '../api/contract.ts';
import { ALL_VARIANTS, sitePlan } from '../generator/plan.ts';
import { indexPage } from '../generator/index-page.ts';
import { serveSites } from '../generator/serve/serve.ts';
import { generatedData } from '../pipeline/shared/generated-data.ts';
import { buildAll } from './build.ts';
import { serveAll, stopOnSignals } from './serve.ts';

interface StartFlags {
  port: string;
  build: boolean;
  api: boolean;
  variant: string;
  data?: string;
  dist?: string;
  root: string;
}

/** The three lines a first run needs: where the pages are, where the data is kept, where the e-mails go. */
export function startLines(pages: string, data: string, outbox: string | null): string[] {
  return [
    `Pages:   ${pages}  (Ctrl+C to stop)`,
    `Data:    ${data}`,
    `E-mails: ${outbox ? `written to ${outbox} (set SMTP_URL to send them)` : 'sent over SMTP_URL'}`,
  ];
}

async function startStatic(flags: StartFlags): Promise<void> {
  const root = resolve(flags.root);
  const plan = sitePlan(root, process.env);
  const dist = resolve(flags.dist ?? join(root, 'dist'));
  const sites = ALL_VARIANTS.map((v) => ({ prefix: plan[v].base, dir: join(dist, v) }));
  const hub = generatedData(root).hubConfig();
  const server = await serveSites(sites, Number(flags.port), indexPage(hub.siteName.en, plan), (s) =>
    guardConnections(s, connectionLimits(), { trusted: () => false, log: (line) => console.error(`serve: ${line}`) }),
  );
  const { port } = server.address() as { port: number };
  console.log(`Serving ${ALL_VARIANTS.map((v) => `http://localhost:${port}${plan[v].base}`).join('  ')}`);
  console.log(`Index: http://localhost:${port}/  (Ctrl+C to stop)`);
  console.log('Static only (--no-api): the sign-up and contact forms say they are not available on this copy.');
}

export function registerStart(program: Command): void {
  program
    .command('start')
    .description('build every site for the API at /api and serve sites and API on http://localhost:4173')
    .option('--port <n>', 'port (0 picks a free one)', '4173')
    .option('--no-build', 'serve the existing dist/ without building')
    .option('--no-api', 'static sites only: built without an API, the forms say sign-up is not available')
    .option('--variant <name>', 'sites to build: hub, tx, ca, fl, ny, a comma-separated list or all', 'all')
    .option(
      '--data <dir>',
      'data folder for the SQLite file and the e-mail outbox (default API_DATA_DIR or ./data); DATABASE_URL=postgres://… keeps the data in PostgreSQL',
    )
    .option('--dist <dir>', 'folder for the built sites (default <root>/dist)')
    .option('--root <dir>', 'project root', '.')
    .action(async (flags: StartFlags) => {
      // The forms post to /api on the page's own origin, which this same process answers.
      const env = flags.api ? { ...process.env, API_BASE_URL: API_PREFIX } : process.env;
      if (flags.build) await buildAll({ variant: flags.variant, root: flags.root, dist: flags.dist }, env);
      if (!flags.api) return startStatic(flags);
      const running = await serveAll({
        port: flags.port,
        host: '127.0.0.1',
        dist: flags.dist,
        data: flags.data,
        root: flags.root,
      });
      for (const line of startLines(`${running.url}/`, running.api.store.db.describe, running.api.mailer.outbox))
        console.log(line);
      stopOnSignals(running);
    });
}
