import type { Command } from 'commander';
import { registerBuild } from './build.ts';
import { registerCalc } from './calc.ts';
import { registerDeploy } from './deploy.ts';
import { registerRates } from './rates.ts';
import { registerSeed } from './seed.ts';
import { registerServe } from './serve.ts';
import { registerStart } from './start.ts';
import { registerSubscribers } from './subscribers.ts';

// Each command family lives in its own module; cli.ts stays a thin shell.
export function registerCommands(program: Command): void {
  registerRates(program);
  registerCalc(program);
  registerBuild(program);
  registerDeploy(program);
  registerSeed(program);
  registerStart(program);
  registerServe(program);
  registerSubscribers(program);
}
