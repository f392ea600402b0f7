import { type Block, oneOf, str } from './fields';

const TONES = ['neutral', 'success', 'info', 'warning'] as const;

export function InlineQuoteBlock({ block }: { block: Block }) {
  const quote = str(block.quote) ?? str(block.text);
  if (!quote) return null;
  const attribution = str(block.attribution);
  const tone = oneOf(block.tone, TONES, 'neutral');
  return (
    <figure className={`block-inline-quote tone-${tone === 'warning' ? 'warn' : tone}`}>
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      {attribution ? <figcaption>{attribution}</figcaption> : null}
    </figure>
  );
}
