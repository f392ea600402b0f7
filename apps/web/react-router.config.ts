import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/seo/prerender-paths';

// No runtime server rendering: every public page is rendered to HTML at build time, and the API
// serves those files; anything else falls back to the client app.
export default {
  ssr: false,
  buildDirectory: 'dist',
  prerender: prerenderPaths,
} satisfies Config;
