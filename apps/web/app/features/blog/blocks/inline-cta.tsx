import { CtaLink } from './cta-link';
import { type Block, oneOf, str } from './fields';

const VARIANTS = ['primary', 'secondary'] as const;

export function InlineCtaBlock({ block }: { block: Block }) {
  const title = str(block.title);
  const description = str(block.description);
  const buttonText = str(block.buttonText);
  if (!title && !description) return null;
  const variant = oneOf(block.variant, VARIANTS, 'primary');
  return (
    <div className={`block-cta cta-${variant}`}>
      {title ? <p className="callout-title">{title}</p> : null}
      {description ? <p>{description}</p> : null}
      {buttonText ? (
        <CtaLink
          url={block.buttonLink}
          className={`button ${variant === 'primary' ? 'button-primary' : 'button-secondary'}`}
        >
          {buttonText}
        </CtaLink>
      ) : null}
    </div>
  );
}
