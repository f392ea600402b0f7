import { type Block, oneOf, str } from './fields';

const TONES = ['neutral', 'info', 'warn', 'success'] as const;

export function QuoteBlock({ block }: { block: Block }) {
  const text = str(block.text);
  if (!text) return null;
  const attribution = str(block.attribution);
  return (
    <figure className={`block-quote tone-${oneOf(block.tone, TONES, 'neutral')}`}>
      <blockquote>
        <p>{text}</p>
      </blockquote>
      {attribution ? <figcaption>{attribution}</figcaption> : null}
    </figure>
  );
}
