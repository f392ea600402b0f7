// The browser's view of the content API (same origin), with the specification's fallbacks. The
// client and its schemas load on first use, not with the page: a pre-rendered page paints and
// becomes interactive without them.
import type { ResilientCmsClient } from '@peak/cms-client';
import { yieldToBrowser } from '../../lib/yield';

let client: Promise<ResilientCmsClient> | undefined;

export function blogCms(): Promise<ResilientCmsClient> {
  client ??= import('@peak/cms-client').then(
    async ({ createCmsClient, createResilientCmsClient }) => {
      await yieldToBrowser();
      return createResilientCmsClient(createCmsClient({ baseUrl: '' }));
    },
  );
  return client;
}
