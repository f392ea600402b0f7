import { useRef } from 'react';
import { EMBED_FALLBACK_TITLE } from '../constants';
import { HtmlContent } from '../html-content';
import { isHttpsUrl } from '../safe-url';
import { type Block, str } from './fields';
import { useFrameFocus } from './frame-focus';

/**
 * A chart hosted elsewhere: an https page in a sandboxed frame, or embed markup. While the frame
 * (or the page inside it) holds the focus the figure says so, and the frame shows the ring.
 */
export function ChartBlock({ block }: { block: Block }) {
  const ref = useRef<HTMLElement>(null);
  const frameFocused = useFrameFocus(ref);
  const url = isHttpsUrl(block.embedURL) ? block.embedURL.trim() : undefined;
  const embed = str(block.embedHTML);
  if (!url && !embed) return null;
  const caption = str(block.caption);
  return (
    <figure ref={ref} className="block-chart" data-frame-focused={frameFocused ? '' : undefined}>
      {url ? (
        <iframe
          src={url}
          title={str(block.title) ?? caption ?? EMBED_FALLBACK_TITLE}
          sandbox="allow-scripts allow-popups"
          referrerPolicy="no-referrer"
          loading="lazy"
          className="chart-frame"
        />
      ) : (
        <HtmlContent html={embed ?? ''} embed className="chart-embed" />
      )}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
