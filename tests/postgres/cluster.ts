// A throwaway PostgreSQL cluster on a free port, for the store's tests (global-setup.ts starts one
// for the whole run) and for the fault tests that must restart, stop or freeze a server of their
// own without disturbing the tests sharing the other.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function binaries(): string | null {
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
function command(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function run(bin: string, args: string[]): void {
  const [cmd, argv] = command(bin, args);
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(`${bin} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout || r.error?.message}`);
}

export interface Cluster {
  /** Administrative URL (user postgres, database postgres). */
  url: string;
  /** pg_ctl with the cluster's data folder and options, without blocking the event loop: 'restart', '-m', 'fast'. */
  pgCtl(...args: string[]): Promise<void>;
  /** The postmaster's process id (for SIGSTOP/SIGCONT). */
  postmasterPid(): number;
  stop(): void;
}

export async function startCluster(bin: string): Promise<Cluster> {
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
  const ctl = (args: string[]) => ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', ...args];
  run(join(bin, 'pg_ctl'), ctl(['start']));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pgCtl: (...args) =>
      new Promise((resolve, reject) => {
        const [cmd, argv] = command(join(bin, 'pg_ctl'), ctl(args));
        execFile(cmd, argv, (err, stdout, stderr) =>
          err ? reject(new Error(`pg_ctl ${args.join(' ')} failed: ${stderr || stdout || err.message}`)) : resolve(),
        );
      }),
    postmasterPid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
