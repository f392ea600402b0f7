import { HtmlContent } from '../html-content';
import { BlogImage } from '../image';
import { type Block, str } from './fields';
import { blockImageUrl } from './image';

/** An image or a piece of embedded markup (an inline SVG, say), with a caption. */
export function FigureBlock({ block }: { block: Block }) {
  const src = blockImageUrl(block);
  const embed = str(block.embedHTML);
  if (!src && !embed) return null;
  const caption = str(block.caption);
  const alt = str(block.alt) ?? '';
  return (
    <figure className="block-figure">
      {src ? (
        <BlogImage src={src} alt={alt} />
      ) : (
        <HtmlContent html={embed ?? ''} className="figure-embed" />
      )}
      {caption ? (
        <figcaption>{caption}</figcaption>
      ) : !src && alt ? (
        <figcaption className="visually-hidden">{alt}</figcaption>
      ) : null}
    </figure>
  );
}
