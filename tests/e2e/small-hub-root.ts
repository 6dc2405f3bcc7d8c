// A project root for `cli.ts start --root`: the repository's own folders, linked, except a national
// table cut to two small states. The hub built from it has every kind of page (home, states, county
// pages, guides) but some sixty of them instead of 6,428: what a test of starting and serving needs.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STATES = ['DE', 'RI'];
/** Made by the run, not read by it: a root of its own gets fresh ones. */
const OWN = new Set(['.git', 'dist', 'data']);

function linkAll(from: string, to: string, except: string[]): void {
  for (const name of readdirSync(from))
    if (!except.includes(name) && !OWN.has(name)) symlinkSync(join(from, name), join(to, name));
}

export interface SmallHubRoot {
  root: string;
  remove(): void;
}

export function smallHubRoot(repo: string): SmallHubRoot {
  const root = mkdtempSync(join(tmpdir(), 'small-hub-root-'));
  linkAll(repo, root, ['generated']);
  mkdirSync(join(root, 'generated/rates'), { recursive: true });
  linkAll(join(repo, 'generated'), join(root, 'generated'), ['rates']);
  linkAll(join(repo, 'generated/rates'), join(root, 'generated/rates'), ['us.json']);
  const us = JSON.parse(readFileSync(join(repo, 'generated/rates/us.json'), 'utf8')) as {
    counties: { state: string }[];
  };
  us.counties = us.counties.filter((c) => STATES.includes(c.state));
  writeFileSync(join(root, 'generated/rates/us.json'), JSON.stringify(us));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
