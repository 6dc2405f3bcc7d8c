// What the run needs before its first test, made side by side: the sites' build (two processes)
// and the PostgreSQL cluster (initdb and the server, processes of their own) wait for nothing of
// each other, and Vitest would run two global setup files one after the other.
import type { TestProject } from 'vitest/node';
import buildSites from './e2e/global-setup.ts';
import startPostgres from './postgres/global-setup.ts';

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const [built, postgres] = await Promise.allSettled([buildSites(), startPostgres(project)]);
  const stop = postgres.status === 'fulfilled' ? postgres.value : undefined;
  if (built.status === 'rejected') {
    // No test runs, so no teardown either: the cluster goes now.
    stop?.();
    throw built.reason;
  }
  if (postgres.status === 'rejected') throw postgres.reason;
  return stop;
}
