// Builds every variant once before the suite, so browser tests and the link check run against
// the same dist/ a visitor would get. The build runs as `cli.ts build` does, in production mode,
// split over two processes: the hub (most of the pages) beside the four state sites.
import { spawn } from 'node:child_process';

const GROUPS = ['hub', 'tx,ca,fl,ny'];

function build(variants: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli.ts', 'build', '--variant', variants], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cli.ts build --variant ${variants} exited with ${code}:\n${stderr}`)),
    );
  });
}

export default async function setup(): Promise<void> {
  if (process.env.SKIP_SITE_BUILD === '1') return;
  await Promise.all(GROUPS.map(build));
}
