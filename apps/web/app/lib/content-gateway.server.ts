// The content a build pre-renders from: the content client over the content API (@peak/content-api)
// run in this process. With CMS_URL it is the hosted CMS's gateway (the same queries, public filter,
// API key and answers as /api/*, and the key never leaves the server side); without, the bundled
// content in an in-memory database, read by the same routes the API serves it with.
import { type CmsClient, createCmsClient } from '@peak/cms-client';
import type { contentServer as startContentServer } from '@peak/content-api/gateway';

type ContentServer = Awaited<ReturnType<typeof startContentServer>>;

let buildClient: Promise<CmsClient> | undefined;

async function contentServer(): Promise<ContentServer> {
  if (!process.env.CMS_URL?.trim()) {
    const { bundledContentServer } = await import('@peak/content-api/bundled');
    return bundledContentServer();
  }
  const { contentGateway, readCmsConfig } = await import('@peak/content-api/gateway');
  const cms = readCmsConfig();
  if (!cms) throw new Error('CMS_URL is set but not read');
  return contentGateway(cms);
}

/** The build's content client, one per build. */
export function buildContent(): Promise<CmsClient> {
  buildClient ??= (async () => {
    const { gatewayFetch } = await import('@peak/content-api/gateway');
    return createCmsClient({ fetch: gatewayFetch(await contentServer()) });
  })();
  return buildClient;
}
