import { resolveMediaUrl } from '@peak/cms-client/media';
import { BlogImage } from '../image';
import { safeUrl } from '../safe-url';
import { isRecord, type LexicalNode, text } from './nodes';

/** An uploaded image: `value` is the media document (url, alt, caption). */
export function UploadNode({ node }: { node: LexicalNode }) {
  const media = isRecord(node.value) ? node.value : undefined;
  const src = safeUrl(resolveMediaUrl(text(media?.url)));
  // Without depth the relation is only an id: there is nothing to show.
  if (!media || !src) return null;
  const fields = isRecord(node.fields) ? node.fields : {};
  const caption = text(fields.caption) ?? text(media.caption);
  const alt = text(media.alt) ?? caption ?? '';
  const mimeType = text(media.mimeType);
  if (mimeType && !mimeType.startsWith('image/')) {
    return (
      <p>
        <a href={src}>{text(media.filename) ?? alt ?? 'Download the file'}</a>
      </p>
    );
  }
  const width = typeof media.width === 'number' ? media.width : undefined;
  const height = typeof media.height === 'number' ? media.height : undefined;
  return (
    <figure className="rt-upload">
      <BlogImage src={src} alt={alt} width={width} height={height} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
