import { defineConfig } from 'tsup';

// The package for Node and the browser alike: its libraries stay outside (jsPDF is imported on
// demand by the engine), each entry a module of its own.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    engine: 'src/engine/index.ts',
    jspdf: 'src/engine/jspdf/index.ts',
    report: 'src/report/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  clean: true,
  splitting: true,
});
