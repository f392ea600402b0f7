// At build time with CMS_URL: the content client over the content API's gateway (@peak/content-api), run in this
// process. The prerender then reads the hosted CMS exactly as the browser reads /api/* (the same
// queries, public filter, API key and answers), and the key never leaves the server side.
import { type CmsClient, createCmsClient } from '@peak/cms-client';

let gatewayClient: Promise<CmsClient> | undefined;

/** The content client over the gateway, one per build; undefined without CMS_URL. */
export function hostedCms(): Promise<CmsClient> | undefined {
  if (!process.env.CMS_URL?.trim()) return undefined;
  gatewayClient ??= (async () => {
    const { contentGateway, gatewayFetch, readCmsConfig } = await import(
      '@peak/content-api/gateway'
    );
    const cms = readCmsConfig();
    if (!cms) throw new Error('CMS_URL is set but not read');
    return createCmsClient({ fetch: gatewayFetch(await contentGateway(cms)) });
  })();
  return gatewayClient;
}
