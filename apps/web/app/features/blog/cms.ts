// The browser's view of the content API (same origin), with the specification's fallbacks. The
// client and its schemas load on first use, not with the page: a pre-rendered page paints and
// becomes interactive without them.
import type { ResilientCmsClient } from '@peak/cms-client';

let client: Promise<ResilientCmsClient> | undefined;

export function blogCms(): Promise<ResilientCmsClient> {
  client ??= import('@peak/cms-client').then(({ createCmsClient, createResilientCmsClient }) =>
    createResilientCmsClient(createCmsClient({ baseUrl: '' })),
  );
  return client;
}
