import { HtmlContent } from '../html-content';
import { RichText } from '../rich-text';
import { type Block, record, str } from './fields';

/** Rich content first, then an HTML string, then plain text. */
export function ParagraphBlock({ block }: { block: Block }) {
  const rich = record(block.content) ?? record(block.richText);
  if (rich) return <RichText document={rich} />;
  const html = str(block.html);
  if (html) return <HtmlContent html={html} inline />;
  const text = str(block.text) ?? str(block.content);
  return text ? <p>{text}</p> : null;
}
