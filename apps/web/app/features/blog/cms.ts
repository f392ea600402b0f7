// The blog's view of the content API: the site's one content client, with the specification's
// fallbacks. The client and its schemas load on first use, not with the page: a pre-rendered page
// paints and becomes interactive without them.
import type { ResilientCmsClient } from '@peak/cms-client';
import { yieldToBrowser } from '../../lib/yield';

let client: Promise<ResilientCmsClient> | undefined;

export function blogCms(): Promise<ResilientCmsClient> {
  client ??= Promise.all([import('../../lib/content'), import('@peak/cms-client')]).then(
    async ([{ contentClient }, { createResilientCmsClient }]) => {
      await yieldToBrowser();
      return createResilientCmsClient(contentClient());
    },
  );
  return client;
}
