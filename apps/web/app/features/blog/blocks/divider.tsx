import { type Block, oneOf } from './fields';

const STYLES = ['line', 'dotted', 'spacer'] as const;

export function DividerBlock({ block }: { block: Block }) {
  const style = oneOf(block.style, STYLES, 'line');
  if (style === 'spacer') return <div className="divider-spacer" aria-hidden="true" />;
  return <hr className={`divider divider-${style}`} />;
}
