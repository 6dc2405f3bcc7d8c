// A PostgreSQL server for the store's tests, so they run against both databases. TEST_DATABASE_URL
// names one to use (an administrative connection: the tests create and drop a database each);
// otherwise, where Debian's postgresql is installed, a throwaway cluster is started on a free
// port and removed afterwards. Without either the PostgreSQL tests are reported as skipped, loudly,
// and with REQUIRE_POSTGRES=1 (CI) the run fails instead.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Administrative URL of the test PostgreSQL server, or null when there is none. */
    postgresUrl: string | null;
    /** Why there is none, for the skipped tests' titles. */
    postgresMissing: string;
  }
}

function binaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The server refuses to run as root: as root, its commands run as the postgres user. */
function run(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(`${bin} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout || r.error?.message}`);
}

async function startCluster(bin: string): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  // A throwaway cluster: durability settings off (the tests kill API processes, never this server).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
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
