import { HtmlContent } from '../html-content';
import { type Block, str } from './fields';

export function TableBlock({ block }: { block: Block }) {
  const html = str(block.html);
  if (!html) return null;
  const caption = str(block.caption);
  return (
    <figure className="block-table">
      <HtmlContent html={html} label={caption} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
