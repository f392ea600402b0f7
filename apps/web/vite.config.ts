import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { BUILD_DIRECTORY } from './vite/build-directory.ts';
import { islandsEntry } from './vite/islands-entry.ts';

// In development the API runs beside Vite (pnpm --filter @peak/api dev); /api goes to it.
export default defineConfig({
  plugins: [reactRouter(), islandsEntry(join(BUILD_DIRECTORY, 'client'))],
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
  // The prerender reads the bundled content from an in-memory PGlite: loaded from node_modules
  // with its WebAssembly files beside it, never bundled.
  ssr: { external: ['@electric-sql/pglite'] },
});
