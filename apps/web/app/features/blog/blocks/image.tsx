import { resolveMediaUrl } from '@peak/cms-client/media';
import { BlogImage } from '../image';
import { safeUrl } from '../safe-url';
import { type Block, oneOf, record, str } from './fields';

const ALIGNS = ['left', 'center', 'right'] as const;
const SIZES = ['s', 'm', 'l', 'full'] as const;

/** The image's URL from `image.url` or `url`; undefined when it has none, so it is skipped. */
export function blockImageUrl(block: Block): string | undefined {
  return safeUrl(resolveMediaUrl(str(record(block.image)?.url) ?? str(block.url)));
}

export function ImageBlock({ block }: { block: Block }) {
  const src = blockImageUrl(block);
  if (!src) return null;
  const align = oneOf(block.align, ALIGNS, 'center');
  const size = oneOf(block.size, SIZES, 'full');
  const caption = str(block.caption);
  const alt = str(block.alt) ?? str(record(block.image)?.alt) ?? '';
  return (
    <figure className={`block-image image-size-${size} image-align-${align}`}>
      <BlogImage src={src} alt={alt} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
