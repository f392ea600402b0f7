import { type Block, itemText, list } from './fields';

export function ListBlock({ block }: { block: Block }) {
  const items = list(block.items)
    .map((item) => itemText(item))
    .filter((text): text is string => text !== undefined);
  if (items.length === 0) return null;
  const ordered = block.type === 'ol' || (block.type !== 'ul' && block.ordered === true);
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className="block-list">
      {items.map((text, index) => (
        <li key={index}>{text}</li>
      ))}
    </Tag>
  );
}
