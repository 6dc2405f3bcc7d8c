import type { Command } from 'commander';

export function registerBuild(program: Command): void {
  void program;
}
