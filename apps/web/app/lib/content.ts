// The browser's one client of the content API (same origin): every feature that reads content
// (questions, rules, report texts, posts, knowledge objects) reads it through this instance.
import { type CmsClient, createCmsClient } from '@peak/cms-client';

let client: CmsClient | undefined;

export function contentClient(): CmsClient {
  client ??= createCmsClient({ baseUrl: '' });
  return client;
}
