// How a test starts the CLI in a process of its own: Node running the bundle the global setup
// made of cli.ts (tests/cli-bundle.ts), with no loader between, so signals reach the CLI itself.
import { inject } from 'vitest';

/** Node's arguments for `cli.ts <args>`: `spawn(process.execPath, cliArgs('rates', 'emit'))`. */
export const cliArgs = (...args: string[]): string[] => [inject('cliBundle'), ...args];
