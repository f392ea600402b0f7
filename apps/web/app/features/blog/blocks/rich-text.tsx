import { RichText } from '../rich-text';
import { type Block, record } from './fields';

export function RichTextBlock({ block }: { block: Block }) {
  const content = record(block.content) ?? record(block.richText);
  return content ? <RichText document={content} /> : null;
}
