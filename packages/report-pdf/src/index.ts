// The PDFs' vocabulary, free of any PDF library: the blocks a document is made of, the text they
// put on the page and the band badge. The engine that draws them
// is ./engine (loaded on demand); the individual report's content is ./report.
export { bandBadge } from './band-badge';
export { blockText, countedIn, countsLine } from './block-text';
export type {
  Badge,
  BoxLine,
  ChartBar,
  ChartFamily,
  ChartZone,
  CoverBlock,
  DistributionSegment,
  PdfBlock,
} from './blocks';
