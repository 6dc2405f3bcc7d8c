// `subscribers notify`, run after each deploy: confirmed notify-me requests whose county has new
// rates in generated/ get their one update e-mail, through the API's outbox; the e-mails queued
// are then sent (or written to the outbox folder) before the command ends. Running it twice, or
// again after a kill, sends nothing twice.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { LOCAL_ORIGIN, sitePlan } from '../generator/plan.ts';
import { ERROR_KINDS, KnownError, exitCodeOf } from '../pipeline/shared/errors.ts';
import { countyCatalog } from '../pipeline/notify/rate-snapshot.ts';
import { apiConfig } from '../api/config.ts';
import type { NotifyRunReport } from '../api/notify-run.ts';
import { apiSites } from './serve.ts';

interface NotifyFlags {
  data?: string;
  root: string;
  publicUrl?: string;
}

export async function runNotify(flags: NotifyFlags): Promise<NotifyRunReport & { outbox: string | null }> {
  const root = resolve(flags.root);
  const fromEnv = apiConfig(process.env);
  const dataDir = flags.data ? resolve(flags.data) : fromEnv.dataDir;
  // Loaded here, not at the top: every other command would otherwise load the SQLite binding.
  const { DB_FILE } = await import('../api/store.ts');
  if (!fromEnv.databaseUrl && !existsSync(join(dataDir, DB_FILE)))
    throw new KnownError(
      'NoApiDatabase',
      `no API database at ${join(dataDir, DB_FILE)} (pass --data, set API_DATA_DIR, or DATABASE_URL for PostgreSQL)`,
    );
  const counties = countyCatalog(root);
  const config = apiConfig(process.env, {
    dataDir,
    // The links in the e-mails: the public address, or npm start's when none is configured.
    publicUrl: (flags.publicUrl ?? fromEnv.publicUrl) || LOCAL_ORIGIN,
    sites: apiSites(root, sitePlan(root, process.env)),
    counties,
  });
  const { createApi } = await import('../api/handler.ts');
  const { notifyChanged } = await import('../api/notify-run.ts');
  const api = await createApi(config, (line) => console.error(`notify: ${line}`));
  try {
    const report = await notifyChanged(api.store, counties);
    // Sends what this run queued and what a killed run left claimed on this machine.
    await api.start();
    await api.worker.drain();
    return { ...report, outbox: api.mailer.outbox };
  } finally {
    await api.close();
  }
}

export function registerNotify(subscribers: Command): void {
  subscribers
    .command('notify')
    .description(
      'after a deploy: e-mail each confirmed notify-me request whose county has new rates since it was made, once',
    )
    .option(
      '--data <dir>',
      'API data folder (default API_DATA_DIR or ./data); with DATABASE_URL set, PostgreSQL is used instead',
    )
    .option('--root <dir>', 'project root whose generated/ holds the deployed rates', '.')
    .option(
      '--public-url <url>',
      'origin the e-mail links start with (default API_PUBLIC_URL, else http://localhost:4173)',
    )
    .action(async (flags: NotifyFlags) => {
      const report = await runNotify(flags);
      const n = report.queued.length;
      console.log(`Queued ${n} update e-mail${n === 1 ? '' : 's'}${n ? ':' : '.'}`);
      for (const q of report.queued)
        console.log(
          `  request ${q.id}: ${q.state} ${q.county ?? '(state-wide)'}, ${q.changes} changed line${q.changes === 1 ? '' : 's'}`,
        );
      console.log(
        `${report.waiting} confirmed request${report.waiting === 1 ? '' : 's'} still waiting (no new rates for their county).`,
      );
      for (const p of report.problems) console.error(`  not compared: ${p}`);
      console.log(report.outbox ? `E-mails: written to ${report.outbox}` : 'E-mails: sent over SMTP_URL');
      if (report.problems.length) {
        const { hint } = ERROR_KINDS.NotifyIncomplete;
        console.error(`hint: ${hint}`);
        process.exitCode = exitCodeOf('NotifyIncomplete');
      }
    });
}
