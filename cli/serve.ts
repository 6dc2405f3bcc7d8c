import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import type { Lang, Variant } from '../schema/codes.ts';
import { apiConfig, type ApiConfig, type SiteInfo } from '../api/config.ts';
import { API_PREFIX } from '../api/contract.ts';
import type { RunningServer } from '../api/server.ts';
import { createTranslator } from '../i18n/index.ts';
import { siteName } from '../i18n/site-name.ts';
import { generatedData } from '../pipeline/shared/generated-data.ts';
import type { BuildOptions } from '../generator/index.ts';
import { indexPage } from '../generator/index-page.ts';
import { ALL_VARIANTS, sitePlan } from '../generator/plan.ts';
import { staticHandler } from '../generator/serve/serve.ts';
import { countyCatalog } from '../pipeline/notify/rate-snapshot.ts';

interface ServeFlags {
  port: string;
  host: string;
  dist?: string;
  data?: string;
  root: string;
}

/**
 * Names and home links of every site, from generated/ and the strings, worded as the pages word them, for e-mails and
 * link pages.
 */
export function apiSites(root: string, plan: Record<Variant, BuildOptions>): Record<Variant, SiteInfo> {
  const data = generatedData(root);
  const hub = data.hubConfig();
  const entry = (variant: Variant): [Variant, SiteInfo] => {
    const config = variant === 'hub' ? null : data.stateConfig(variant);
    const name = (lang: Lang) => siteName({ variant, config, hub, lang, t: createTranslator(lang, variant).t });
    const home = plan[variant].siteLinks[variant];
    return [variant, { name: { en: name('en'), es: name('es') }, home: { en: home, es: `${home}es` } }];
  };
  return Object.fromEntries(ALL_VARIANTS.map(entry)) as Record<Variant, SiteInfo>;
}

/** The built sites and the API on one origin, so pages built with API_BASE_URL=/api reach it. */
export async function serveAll(
  flags: ServeFlags,
  overrides: Partial<ApiConfig> = {},
  log?: (line: string) => void,
): Promise<RunningServer> {
  const root = resolve(flags.root);
  const dist = resolve(flags.dist ?? join(root, 'dist'));
  const plan = sitePlan(root, process.env);
  const sites = ALL_VARIANTS.map((v) => ({ prefix: plan[v].base, dir: join(dist, v) }));
  const fromEnv = apiConfig(process.env);
  const config = apiConfig(process.env, {
    ...(flags.data ? { dataDir: resolve(flags.data) } : {}),
    // The deployed sites' own origins may always call; API_ALLOWED_ORIGINS adds others.
    allowedOrigins: [...new Set([...fromEnv.allowedOrigins, ...ALL_VARIANTS.map((v) => plan[v].origin)])],
    sites: apiSites(root, plan),
    counties: countyCatalog(root),
    ...overrides,
  });
  const hub = generatedData(root).hubConfig();
  // Loaded here, not at the top: every other command would otherwise load the SQLite binding.
  const { startServer } = await import('../api/server.ts');
  return startServer({
    config,
    port: Number(flags.port),
    host: flags.host,
    fallback: staticHandler(sites, indexPage(hub.siteName.en, plan)),
    log,
    onListening: (url) => console.log(`Listening at ${url}/: the sites now, the API once its database answers`),
  });
}

/**
 * A deploy stops the old process with SIGTERM: requests in flight get their answers and the e-mails being sent finish;
 * what is still queued stays in the outbox for the next process.
 */
export function stopOnSignals(running: RunningServer): void {
  const stop = (signal: string): void => {
    console.log(`${signal}: finishing the requests and e-mails in hand, then stopping`);
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`error while stopping: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve the built sites and the API (newsletter, notify-me, contact) on one origin')
    .option('--port <n>', 'port (0 picks a free one)', '8787')
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--dist <dir>', 'folder of the built sites (default <root>/dist)')
    .option(
      '--data <dir>',
      'data folder for the SQLite file and the outbox (default API_DATA_DIR or ./data); DATABASE_URL=postgres://… keeps the data in PostgreSQL instead',
    )
    .option('--root <dir>', 'project root', '.')
    .action(async (flags: ServeFlags) => {
      const running = await serveAll(flags);
      const { outbox } = running.api.mailer;
      console.log(`Serving the sites at ${running.url}/ and the API at ${running.url}${API_PREFIX}/`);
      console.log(`Data: ${running.api.store.db.describe}`);
      console.log(
        outbox ? `E-mails are written to ${outbox} (set SMTP_URL to send them)` : 'E-mails are sent over SMTP_URL',
      );
      stopOnSignals(running);
    });
}
