import { defineConfig } from 'tsup';

// The CLI carries the bundled question bank and rules inside it, so it has no runtime dependencies.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  noExternal: ['@peak/content'],
});
