import { BlogImage } from '../image';
import { type Block, oneOf, str } from './fields';
import { blockImageUrl } from './image';

const SIZES = ['small', 'medium', 'large', 'full'] as const;

export function InlineImageBlock({ block }: { block: Block }) {
  const src = blockImageUrl(block);
  if (!src) return null;
  const caption = str(block.caption);
  return (
    <figure className={`block-inline-image inline-size-${oneOf(block.size, SIZES, 'large')}`}>
      <BlogImage src={src} alt={str(block.alt) ?? ''} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
