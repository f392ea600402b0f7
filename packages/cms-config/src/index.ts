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
import { observerItemsCollection, withEditorial } from './editorial';
import { type PreviewOptions, postsPreview } from './preview';
import { type RevalidateOptions, revalidation } from './revalidate';

export {
  PREVIEW_TTL_S,
  type PreviewOptions,
  postPreviewUrl,
  previewSignature,
} from './preview';
export { REVALIDATE_PATH, type RevalidateOptions } from './revalidate';

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
  /**
   * Tell the site's API of every saved or deleted content document and saved global, so its
   * cached answers are dropped at once (SITE_API_URL, SITE_REVALIDATE_SECRET); unset: none sent.
   */
  revalidate?: RevalidateOptions;
  /**
   * A Preview button on posts, for editors: a signed link that opens the latest version (a draft
   * too) on the site (SITE_URL, SITE_PREVIEW_SECRET); unset: no button.
   */
  preview?: PreviewOptions;
  /**
   * Run due jobs (scheduled publications) every minute in this process: the CMS's server does;
   * the suites' Payload, which serves one test, does not.
   */
  runScheduledJobs?: boolean;
  /**
   * The observer items' collection (the 360's form of the bank, its saves checked by the observer
   * rules). Off by default; the CMS app (apps/cms) turns it on, its migrations hold the table.
   */
  observerItems?: boolean;
}

export const cmsConfig = (options: CmsOptions) => {
  const editorial = withEditorial({ postsPreview: postsPreview(options.preview) });
  return buildConfig({
    secret: options.secret,
    collections: [
      ...payloadCollections(options.read ?? 'public', options.mediaDir ?? MEDIA_DIR)
        .map(editorial)
        .map(revalidation(options.revalidate).collection),
      // The site does not read observer items: no notice is sent when one is saved.
      ...(options.observerItems
        ? [editorial(observerItemsCollection(options.read ?? 'public'))]
        : []),
      usersCollection(),
    ],
    globals: payloadGlobals(options.read).map(revalidation(options.revalidate).global),
    // No Gravatar: the admin loads nothing from elsewhere.
    admin: { user: 'users', avatar: 'default', meta: { titleSuffix: ' - Peak Partners CMS' } },
    editor: lexicalEditor(),
    db: options.db,
    graphQL: { disable: true },
    telemetry: false,
    typescript: { autoGenerate: false },
    logger: { options: { level: options.logLevel ?? 'info' } },
    ...(options.runScheduledJobs
      ? { jobs: { autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20 }] } }
      : {}),
    ...(options.onInit ? { onInit: options.onInit } : {}),
    ...(options.plugins ? { plugins: options.plugins } : {}),
  });
};
