// `serve` with a data folder it cannot write: a read-only mount, or a file standing where the
// folder should be. Before, the process ended and its message called it a bug, taking the sites
// down with the API. Now the sites are served, the API answers 503 with one log line naming the
// folder and the cause, and it recovers by itself once the folder can be written. Tests run as
// root, where chmod stops nothing, so the faults are real ones: a read-only tmpfs where this
// machine lets the test mount one, and a file in the folder's way everywhere.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, until } from './helpers.ts';

const dist = mkdtempSync(join(tmpdir(), 'fault-dist-'));
mkdirSync(join(dist, 'tx'));
writeFileSync(join(dist, 'tx/index.html'), '<!doctype html><title>Texas</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function status(url: string): Promise<number | 'lost'> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve('lost'));
    req.end();
  });
}

/** Starts `serve` on `data`, checks it serves the site and answers the API with 503, then mends the folder. */
async function survives(data: string, mend: () => void): Promise<{ log: string }> {
  const server = cli(['serve', '--port', '0', '--data', data, '--dist', dist]);
  let out = '';
  server.child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  try {
    await until(server.child, () => /Listening at/.test(out) || server.child.exitCode !== null, 60_000);
    const url = /Listening at (http:\/\/[\d.]+:\d+)\//.exec(out)?.[1];
    if (!url) throw new Error(`serve did not start: ${server.stderr()}`);
    await until(server.child, () => /cannot be written/.test(server.stderr()) || server.child.exitCode !== null);
    expect(server.child.exitCode).toBeNull();
    expect(await status(`${url}/tx/`)).toBe(200);
    expect(await status(`${url}/api/health`)).toBe(503);
    mend();
    // Back-off: the next try comes within seconds; the server was not restarted.
    await until(server.child, () => /database reached after/.test(server.stderr()), 40_000);
    expect(await status(`${url}/api/health`)).toBe(200);
    return { log: server.stderr() };
  } finally {
    const exit = server.done;
    server.child.kill('SIGTERM');
    await exit;
  }
}

const lines = (log: string, pattern: RegExp): string[] => log.split('\n').filter((l) => pattern.test(l));

describe('a data folder that cannot be written', () => {
  it('a file in the folder’s way: sites served, API 503 with one line naming the folder, then it recovers', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'fault-blocked-'));
    const blocked = join(parent, 'data');
    writeFileSync(blocked, 'not a folder');
    try {
      const { log } = await survives(join(blocked, 'api'), () => rmSync(blocked));
      const said = lines(log, /cannot be written/);
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(join(blocked, 'api'));
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 90_000);

  const mountPoint = mkdtempSync(join(tmpdir(), 'fault-ro-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=8m', 'tmpfs', mountPoint]).status === 0;
  afterAll(() => {
    if (mounted) spawnSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });
  // Mounting needs the right to; where the machine refuses it the test above holds the same behaviour.
  it.runIf(mounted)(
    'a read-only mount: the same, naming EROFS, and writable again after a remount',
    async () => {
      const { log } = await survives(mountPoint, () => {
        const remount = spawnSync('mount', ['-o', 'remount,rw', mountPoint]);
        if (remount.status !== 0) throw new Error(`remount failed: ${remount.stderr.toString()}`);
      });
      const said = lines(log, /cannot be written/);
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(new RegExp(`${mountPoint}.*EROFS|EROFS.*${mountPoint}`));
    },
    90_000,
  );
});
