import { useHeadingLevel } from '../outline-context';
import { headingLevel } from '../rich-text/nodes';
import { type Block, str } from './fields';

export function HeadingBlock({ block }: { block: Block }) {
  const level = useHeadingLevel(block, headingLevel(block.level));
  const text = str(block.text);
  if (!text) return null;
  const Tag = `h${level}` as 'h2';
  return <Tag>{text}</Tag>;
}
