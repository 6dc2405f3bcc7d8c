import type { Command } from 'commander';

export function registerRates(program: Command): void {
  void program;
}
