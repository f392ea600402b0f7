import { CtaLink } from './cta-link';
import { type Block, list, record, str } from './fields';

export function SeriesIntroBlock({ block }: { block: Block }) {
  const title = str(block.title);
  const description = str(block.description);
  if (!title && !description) return null;
  return (
    <div className="block-series series-intro">
      <p className="series-eyebrow">Series</p>
      {title ? <p className="callout-title">{title}</p> : null}
      {description ? <p>{description}</p> : null}
    </div>
  );
}

export function SeriesOutroBlock({ block }: { block: Block }) {
  const title = str(block.title);
  const description = str(block.description);
  const links = list(block.cta).flatMap((entry) => {
    const cta = record(entry);
    const text = str(cta?.text);
    return cta && text ? [{ text, url: cta.url }] : [];
  });
  if (!title && !description && links.length === 0) return null;
  return (
    <div className="block-series series-outro">
      {title ? <p className="callout-title">{title}</p> : null}
      {description ? <p>{description}</p> : null}
      {links.length > 0 ? (
        <ul className="series-links">
          {links.map((link) => (
            <li key={link.text}>
              <CtaLink url={link.url}>{link.text}</CtaLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
