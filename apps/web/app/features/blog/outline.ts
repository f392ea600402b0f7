// Article bodies are authored in a CMS, where a heading can skip a level (an h4 right after an h2)
// or repeat the page's h1. The page title is the only h1, so body headings start at h2 and go down
// at most one level at a time; going back up is always allowed.
import type { PostBody } from '@peak/cms-client';
import {
  childNodes,
  documentNodes,
  headingLevel,
  isRecord,
  type LexicalNode,
} from './rich-text/nodes';

export type Outline = WeakMap<object, number>;

const FIRST_BODY_LEVEL = 2;
const MAX_LEVEL = 6;

/** The level each heading (a Lexical heading node or a heading block) renders at. */
export function planOutline(body: PostBody): Outline {
  const outline: Outline = new WeakMap();
  let previous = FIRST_BODY_LEVEL - 1;

  const place = (heading: object, requested: number) => {
    const level = Math.min(Math.max(requested, FIRST_BODY_LEVEL), previous + 1, MAX_LEVEL);
    outline.set(heading, level);
    previous = level;
  };

  const walk = (nodes: LexicalNode[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') place(node, headingLevel(node.tag) ?? FIRST_BODY_LEVEL);
      walk(childNodes(node));
    }
  };

  if (body.kind === 'richText') walk(documentNodes(body.document));
  if (body.kind === 'blocks') {
    for (const block of body.blocks) {
      if (block.blockType === 'heading')
        place(block, headingLevel(block.level) ?? FIRST_BODY_LEVEL);
      for (const field of ['content', 'richText']) {
        if (isRecord(block[field])) walk(documentNodes(block[field]));
      }
    }
  }
  return outline;
}
