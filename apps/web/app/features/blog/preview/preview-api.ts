// The draft a preview link opens: GET /api/preview/posts/{id}?expires&signature, the link's own
// parts passed on as they are (the API checks the signature the CMS made). Never from a cache.
import { type Post, parsePost } from '@peak/cms-client';
import { callApi } from '../../../lib/http';
import { loadSanitizer } from '../sanitizer';

/** The parts of /blog/preview/{id}?expires&signature. */
export interface PreviewLink {
  id: string;
  expires: string;
  signature: string;
}

export const previewApiPath = ({ id, expires, signature }: PreviewLink) =>
  `/api/preview/posts/${encodeURIComponent(id)}?${new URLSearchParams({ expires, signature })}`;

/** The post as the article template renders it; the HTML sanitiser loads alongside. */
export async function openPostPreview(link: PreviewLink, signal?: AbortSignal): Promise<Post> {
  const [raw] = await Promise.all([
    callApi<unknown>(previewApiPath(link), {
      signal,
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    }),
    loadSanitizer(),
  ]);
  return parsePost(raw);
}
