import { baseConfig } from '@peak/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// The shared settings, plus the web app's unit tests, which sit beside their modules under app/.
export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
      setupFiles: ['app/test-setup.ts'],
    },
  }),
);
