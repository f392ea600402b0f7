import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/seo/prerender-paths';
import { BUILD_DIRECTORY } from './vite/build-directory.ts';

// No runtime server rendering: every public page is rendered to HTML at build time, and the API
// serves those files; anything else falls back to the client app.
export default {
  ssr: false,
  buildDirectory: BUILD_DIRECTORY,
  prerender: prerenderPaths,
  // React Router 8's behaviours, declined explicitly until the move to 8: set, they stop the
  // build's future-flag notices; each changes routing or chunking and wants its own change.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
