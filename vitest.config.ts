import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // e2e suites share one built dist/ and a browser; run files one at a time to stay within 2 cores.
    fileParallelism: false,
  },
});
