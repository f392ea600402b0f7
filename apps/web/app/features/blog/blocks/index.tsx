// Renders a post's block list: one component per block type. Unknown types render nothing.
import type { ComponentType } from 'react';
import { ChartBlock } from './chart';
import { DividerBlock } from './divider';
import type { Block } from './fields';
import { FigureBlock } from './figure';
import { HeadingBlock } from './heading';
import { ImageBlock } from './image';
import { InlineChartBlock } from './inline-chart';
import { InlineCtaBlock } from './inline-cta';
import { InlineImageBlock } from './inline-image';
import { InlineProcessBlock } from './inline-process';
import { InlineQuoteBlock } from './inline-quote';
import { ListBlock } from './list';
import { ParagraphBlock } from './paragraph';
import { QuoteBlock } from './quote';
import { RichTextBlock } from './rich-text';
import { SeriesIntroBlock, SeriesOutroBlock } from './series';
import { TableBlock } from './table';

const BLOCKS: Record<string, ComponentType<{ block: Block }>> = {
  heading: HeadingBlock,
  paragraph: ParagraphBlock,
  image: ImageBlock,
  figure: FigureBlock,
  table: TableBlock,
  quote: QuoteBlock,
  list: ListBlock,
  chart: ChartBlock,
  divider: DividerBlock,
  richText: RichTextBlock,
  inlineImage: InlineImageBlock,
  inlineChart: InlineChartBlock,
  inlineQuote: InlineQuoteBlock,
  inlineProcess: InlineProcessBlock,
  inlineCTA: InlineCtaBlock,
  seriesIntro: SeriesIntroBlock,
  seriesOutro: SeriesOutroBlock,
};

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    const Component = BLOCKS[block.blockType];
    return Component ? <Component key={index} block={block} /> : null;
  });
}
