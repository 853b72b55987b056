import { defineConfig } from 'vitest/config';

// In CI each run also writes JSON results; scripts/summarize-tests.mjs adds them up at the end.
const reporters = process.env.CI ? ['default', ['json', { outputFile: `.tmp/test-results/run-${process.pid}-${Date.now()}.json` }]] : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      // *.dom.test.tsx render components in happy-dom (each file says so in its `@vitest-environment` docblock).
      { test: { name: 'web', include: ['web/src/**/*.test.ts', 'web/src/**/*.dom.test.tsx'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts', 'server/rehearsal/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['server/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
