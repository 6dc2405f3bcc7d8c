import type { Command } from 'commander';

export function registerCalc(program: Command): void {
  void program;
}
