// /blog/preview/{id}?expires&signature: the latest version of a post, a draft too, for the editor
// whose CMS made the link (its Preview button), in the article template under a banner that says
// it is not published. The address is a secret: the page is never pre-rendered, listed or indexed,
// the server sends it with no-store and no-referrer, and it offers no share buttons. A bad or
// expired link shows one plain message, whichever it is.
import type { Post } from '@peak/cms-client';
import { Button, ButtonLink, Container } from '../../../components/ui';
import { messageOf } from '../../../lib/error-message';
import { HttpError } from '../../../lib/http';
import { useQuery } from '../../../lib/query';
import { SITE_NAME } from '../../../seo/meta';
import { ArticleView } from '../article/article-view';
import { openPostPreview, type PreviewLink } from './preview-api';
import './preview.css';

export const PREVIEW_BANNER = 'Preview of a draft — not published';
export const PREVIEW_INVALID = 'This preview link is not valid or has expired.';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "14:05", or "14:05 tomorrow", in the reader's own time. */
function untilText(expires: string): string {
  const at = new Date(Number(expires) * 1000);
  const time = `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
  return at.toDateString() === new Date().toDateString() ? time : `${time} tomorrow`;
}

function PreviewBanner({ expires }: { expires: string }) {
  return (
    <div className="preview-banner" role="status">
      <div className="container preview-banner-body">
        <p className="preview-banner-title">{PREVIEW_BANNER}</p>
        <p>
          Only holders of this link see this version. It works until {untilText(expires)}: keep it
          among the editors.
        </p>
      </div>
    </div>
  );
}

function State({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Container className="article-state">
      <title>{`Preview | ${SITE_NAME}`}</title>
      <div className="article-missing">
        <h1>{title}</h1>
        {children}
      </div>
    </Container>
  );
}

/** A link the API refused (404), or one missing its parts (400): the same words for each. */
const isInvalid = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400);

function Preview({ post, expires }: { post: Post; expires: string }) {
  return (
    <>
      <title>{`Preview: ${post.title} | ${SITE_NAME}`}</title>
      <PreviewBanner expires={expires} />
      <ArticleView post={post} shareable={false} />
    </>
  );
}

export function PostPreviewPage(link: PreviewLink) {
  const complete = Boolean(link.id && link.expires && link.signature);
  const preview = useQuery(
    complete ? ['post-preview', link.id, link.expires, link.signature] : null,
    (signal) => openPostPreview(link, signal),
  );
  if (!complete || (preview.status === 'error' && isInvalid(preview.error)))
    return (
      <State title="Preview unavailable">
        <p className="lead">{PREVIEW_INVALID}</p>
        <p>Open the post in the CMS and choose Preview for a new link.</p>
        <ButtonLink to="/blog">Back to Blog</ButtonLink>
      </State>
    );
  if (preview.status === 'error')
    return (
      <State title="The preview could not be loaded">
        <p className="lead" role="alert">
          {messageOf(preview.error)}
        </p>
        <Button variant="secondary" onClick={preview.retry}>
          Try again
        </Button>
      </State>
    );
  if (preview.status !== 'success')
    return (
      <Container className="article-state">
        <div className="article-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>Loading the preview...</p>
        </div>
      </Container>
    );
  return <Preview post={preview.data} expires={link.expires} />;
}
