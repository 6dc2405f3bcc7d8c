// A PostgreSQL server for the store's tests, so they run against both databases. TEST_DATABASE_URL
// names one to use (an administrative connection: the tests create and drop a database each);
// otherwise, where Debian's postgresql is installed, a throwaway cluster is started on a free
// port and removed afterwards. Without either the PostgreSQL tests are reported as skipped, loudly,
// and with REQUIRE_POSTGRES=1 (CI) the run fails instead.
import type { TestProject } from 'vitest/node';
import { binaries, startCluster } from './cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Administrative URL of the test PostgreSQL server, or null when there is none. */
    postgresUrl: string | null;
    /** Why there is none, for the skipped tests' titles. */
    postgresMissing: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    project.provide('postgresMissing', '');
    return undefined;
  }
  const bin = binaries();
  if (!bin) {
    const why = 'no PostgreSQL: install it (apt-get install -y postgresql) or set TEST_DATABASE_URL';
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but ${why}`);
    console.warn(`\n*** PostgreSQL tests SKIPPED: ${why} ***\n`);
    project.provide('postgresUrl', null);
    project.provide('postgresMissing', why);
    return undefined;
  }
  const cluster = await startCluster(bin);
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresMissing', '');
  return () => cluster.stop();
}
