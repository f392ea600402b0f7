import { defineConfig } from 'tsup';

// The package for Node and the browser alike: its libraries stay outside (PDFKit is imported on
// demand by the engine, with its fonts), each entry a module of its own.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    engine: 'src/engine/index.ts',
    pdfkit: 'src/engine/pdfkit/index.ts',
    report: 'src/report/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  clean: true,
  splitting: true,
});
