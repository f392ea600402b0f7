// The text each block puts on the page, in reading order: what a reader can select and search, for
// the tests and for a document's title. Kept beside the types, free of any PDF library.
import type { DistributionSegment, PdfBlock } from './blocks';

/** "0 Starting, 1 Emerging, 4 Developing": a distribution's counts in words, every category named. */
export const countsLine = (segments: readonly DistributionSegment[]) =>
  segments.map((s) => `${s.count} ${s.badge.text}`).join(', ');

/** How many a distribution counts in all. */
export const countedIn = (segments: readonly DistributionSegment[]) =>
  segments.reduce((sum, s) => sum + s.count, 0);

/** Every piece of text a block puts on the page, in reading order (tests, the document's title). */
export function blockText(block: PdfBlock): string[] {
  switch (block.kind) {
    case 'cover':
      return [block.brand, block.title, block.name ?? '', block.date, block.role ?? '']
        .concat(block.score ?? '', block.badge?.text ?? '', block.note ?? '')
        .filter(Boolean);
    case 'page-break':
      return [];
    case 'heading':
    case 'subheading':
      return [block.text];
    case 'text':
    case 'item':
      return [`${block.lead ?? ''}${block.text}`];
    case 'badge':
      return [block.badge.text];
    case 'badges':
      return block.badges.map((b) => b.text);
    case 'score':
      return [block.label, block.score, block.badge.text, block.note].filter(
        (t): t is string => !!t,
      );
    case 'range':
      return [block.badge.text, block.text];
    case 'box':
      return [block.title, ...block.lines.map((l) => `${l.lead ?? ''}${l.text}`)];
    case 'table':
      return [
        ...(block.caption ? [block.caption] : []),
        ...block.columns.map((c) => c.text),
        ...block.rows.flatMap((r) => r.cells),
      ];
    case 'chart':
      return block.families.flatMap((f) => [f.name, ...f.capabilities.map((c) => c.name)]);
    case 'distribution':
      return [
        block.label,
        block.note ?? '',
        countedIn(block.segments) > 0 ? countsLine(block.segments) : '',
        block.caption ?? '',
      ].filter(Boolean);
  }
}
