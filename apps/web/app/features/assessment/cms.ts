// The assessment's view of the content service (same origin): one client for the page.
import { type CmsClient, createCmsClient } from '@peak/cms-client';

let client: CmsClient | undefined;

export function assessmentCms(): CmsClient {
  client ??= createCmsClient({ baseUrl: '' });
  return client;
}
