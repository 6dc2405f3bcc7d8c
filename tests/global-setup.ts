// What the run needs before its first test, made side by side: the sites' build (two processes),
// the PostgreSQL cluster (initdb and the server, processes of their own) and the CLI's bundle for
// the tests that start it as a process wait for nothing of each other, and Vitest would run
// several global setup files one after the other.
import type { TestProject } from 'vitest/node';
import { bundleCli } from './cli-bundle.ts';
import buildSites from './e2e/global-setup.ts';
import startPostgres from './postgres/global-setup.ts';

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const [built, postgres, cli] = await Promise.allSettled([
    buildSites(),
    startPostgres(project),
    bundleCli(project.config.root),
  ]);
  const stop = postgres.status === 'fulfilled' ? postgres.value : undefined;
  for (const step of [built, cli]) {
    if (step.status === 'rejected') {
      // No test runs, so no teardown either: the cluster goes now.
      stop?.();
      throw step.reason;
    }
  }
  if (cli.status === 'fulfilled') project.provide('cliBundle', cli.value);
  if (postgres.status === 'rejected') throw postgres.reason;
  return stop;
}
