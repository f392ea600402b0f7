import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/seo/prerender-paths';

// No runtime server rendering: every public page is rendered to HTML at build time, and the API
// serves those files; anything else falls back to the client app.
export default {
  ssr: false,
  // WEB_BUILD_DIR lets parallel builds (and tests) use separate folders.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'dist',
  prerender: prerenderPaths,
} satisfies Config;
