import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/order/sequencer.ts';

// Pages render with React's production build, as in `cli.ts build`: several times faster than
// its development build, which also needs the development JSX transform.
const env = { NODE_ENV: 'production' };
const oxc = { jsx: { development: false } };
// TEST_WORKERS tries another count on another machine; every project uses the same one (see below).
const workers = Number(process.env.TEST_WORKERS ?? 3);
// The schemas of generated/ loaded, as for every command but the build (generator/reader-checks.ts).
const setupFiles = ['tests/setup/reader-schemas.ts'];

export default defineConfig({
  oxc,
  test: {
    // The sites are built once for the whole run (browser tests and the link check read dist/);
    // the store's tests get a PostgreSQL server (tests/postgres/global-setup.ts says from where).
    // tests/global-setup.ts does both at once.
    globalSetup: ['tests/global-setup.ts'],
    // Both cores, and a third worker to fill the time browser tests and child processes spend
    // waiting: by default Vitest keeps one core free, which on a 2-core machine runs every file
    // one after another. All projects share the workers (equal maxWorkers puts them in one group).
    maxWorkers: workers,
    // The longest files start first, from a committed list (tests/order/long-files.ts), so a clean
    // clone runs in the same good order as a warm one and no long file is drawn last.
    sequence: { sequencer: LongestFirst },
    projects: [
      // isolate: false reuses imported modules across the files of a worker (the tests restore the
      // globals they stub): a third less CPU. Each file still gets its own module-level variables.
      {
        oxc,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          testTimeout: 60_000,
          env,
          setupFiles,
          maxWorkers: workers,
          isolate: false,
        },
      },
      // Kills, concurrent runs and hostile input against the real CLI and server (child processes).
      {
        oxc,
        test: {
          name: 'fault',
          include: ['tests/fault/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env,
          setupFiles,
          maxWorkers: workers,
          isolate: false,
        },
      },
      {
        oxc,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          env,
          setupFiles,
          maxWorkers: workers,
          isolate: false,
          // expect.poll waits for the page, it does not time it: 1 s (the default) is not always
          // enough on a busy machine, and a wait that can run out is a timing assertion.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
