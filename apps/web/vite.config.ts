import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// In development the API runs beside Vite (pnpm --filter @peak/api dev); /api goes to it.
export default defineConfig({
  plugins: [reactRouter()],
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
