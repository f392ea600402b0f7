// Shared vitest settings: a readable console report plus a JSON report the test command adds up.
import { defineConfig } from 'vitest/config';

export const baseConfig = defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default', ['json', { outputFile: 'artifacts/vitest.json' }]],
    testTimeout: 20_000,
    // Creating a database (PGlite) takes seconds; on a busy 2-core machine, more.
    hookTimeout: 60_000,
  },
});
