import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The sites are built once for the whole run (browser tests and the link check read dist/).
    globalSetup: ['tests/e2e/global-setup.ts'],
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], testTimeout: 60_000 } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One browser at a time keeps the 2-core machine responsive and timings honest.
          fileParallelism: false,
        },
      },
    ],
  },
});
