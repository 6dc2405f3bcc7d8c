import type { Command } from 'commander';

export function registerSeed(program: Command): void {
  void program;
}
