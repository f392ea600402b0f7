import { baseConfig } from '@peak/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// One browser at a time on a 2-core machine; Chromium is installed once, before any test file.
export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      globalSetup: ['./src/global-setup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }),
);
