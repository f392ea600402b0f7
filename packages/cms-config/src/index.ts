// The CMS's Payload configuration, without a database or a web server of its own: the Next.js app
// (src/payload.config.ts) gives it SQLite or PostgreSQL, and the tests start it on a throwaway
// PostgreSQL with Payload's REST handler alone (src/testing/server.ts).
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { MEDIA_DIR } from '@peak/content/paths';
import { buildConfig, type DatabaseAdapterObj, type Plugin } from 'payload';
import {
  payloadCollections,
  payloadGlobals,
  type ReadAccess,
  usersCollection,
} from './collections/from-specs';
import { withEditorial } from './editorial';

export interface CmsOptions {
  db: DatabaseAdapterObj;
  secret: string;
  /** Who may read the content without signing in (default public, within each collection's rules). */
  read?: ReadAccess;
  /** Where uploads are kept (default: the bundled media folder, read only by the tests). */
  mediaDir?: string;
  /** Payload's log level (default info). */
  logLevel?: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  onInit?: (
    payload: Parameters<NonNullable<Parameters<typeof buildConfig>[0]['onInit']>>[0],
  ) => Promise<void>;
  plugins?: Plugin[];
}

export const cmsConfig = (options: CmsOptions) =>
  buildConfig({
    secret: options.secret,
    collections: [
      ...payloadCollections(options.read ?? 'public', options.mediaDir ?? MEDIA_DIR).map(
        withEditorial,
      ),
      usersCollection(),
    ],
    globals: payloadGlobals(options.read),
    admin: { user: 'users', meta: { titleSuffix: ' - Peak Partners CMS' } },
    editor: lexicalEditor(),
    db: options.db,
    graphQL: { disable: true },
    telemetry: false,
    typescript: { autoGenerate: false },
    logger: { options: { level: options.logLevel ?? 'info' } },
    ...(options.onInit ? { onInit: options.onInit } : {}),
    ...(options.plugins ? { plugins: options.plugins } : {}),
  });
