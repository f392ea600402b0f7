import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/seo/prerender-paths';
import { BUILD_DIRECTORY } from './vite/build-directory';

// No runtime server rendering: every public page is rendered to HTML at build time, and the API
// serves those files; anything else falls back to the client app.
export default {
  ssr: false,
  buildDirectory: BUILD_DIRECTORY,
  prerender: prerenderPaths,
} satisfies Config;
