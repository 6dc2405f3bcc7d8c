import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { apiConfig } from '../api/config.ts';
import { subscribersCsv } from '../api/export.ts';
import { writeWhole } from '../api/whole-file.ts';
import { KnownError } from '../pipeline/shared/errors.ts';
import { registerNotify } from './notify.ts';

interface ExportFlags {
  out?: string;
  data?: string;
}

/** Writes the confirmed subscribers as CSV (to a file atomically, or to stdout); returns how many. */
export async function exportSubscribers(flags: ExportFlags): Promise<number> {
  // Loaded here, not at the top: every other command would otherwise load the SQLite binding.
  const { DB_FILE, openStore } = await import('../api/store.ts');
  const cfg = apiConfig(process.env);
  const dataDir = flags.data ? resolve(flags.data) : cfg.dataDir;
  if (!cfg.databaseUrl && !existsSync(join(dataDir, DB_FILE)))
    throw new KnownError(
      'NoApiDatabase',
      `no API database at ${join(dataDir, DB_FILE)} (pass --data, set API_DATA_DIR, or DATABASE_URL for PostgreSQL)`,
    );
  const store = await openStore({ dataDir, databaseUrl: cfg.databaseUrl });
  try {
    const rows = await store.confirmedSubscribers();
    const csv = subscribersCsv(rows);
    if (!flags.out) {
      process.stdout.write(csv);
      return rows.length;
    }
    writeWhole(resolve(flags.out), csv);
    return rows.length;
  } finally {
    await store.close();
  }
}

export function registerSubscribers(program: Command): void {
  const subscribers = program
    .command('subscribers')
    .description('newsletter subscribers and notify-me requests kept by the API');
  registerNotify(subscribers);
  subscribers
    .command('export')
    .description('write confirmed, still subscribed subscribers as CSV')
    .option('--out <file>', 'CSV file to write (default: standard output)')
    .option(
      '--data <dir>',
      'API data folder (default API_DATA_DIR or ./data); with DATABASE_URL set, PostgreSQL is read instead',
    )
    .action(async (flags: ExportFlags) => {
      const count = await exportSubscribers(flags);
      if (flags.out) console.error(`Wrote ${count} confirmed subscriber${count === 1 ? '' : 's'} to ${flags.out}`);
    });
}
