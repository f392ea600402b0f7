import type { PostBody } from '@peak/cms-client';
import { describe, expect, it } from 'vitest';
import { planOutline } from './outline';

const heading = (tag: string) => ({ type: 'heading', tag, children: [] });

describe('planOutline', () => {
  it('never skips a level going down and keeps the h1 for the title', () => {
    const nodes = [heading('h1'), heading('h4'), heading('h3'), heading('h2'), heading('h4')];
    const body: PostBody = { kind: 'richText', document: { root: { children: nodes } } };
    const outline = planOutline(body);
    expect(nodes.map((node) => outline.get(node))).toEqual([2, 3, 3, 2, 3]);
  });

  it('plans heading blocks and the headings inside rich-text blocks in reading order', () => {
    const inner = heading('h3');
    const blocks = [
      { blockType: 'heading', level: 'h2', text: 'A' },
      { blockType: 'heading', level: 'h4', text: 'B' },
      { blockType: 'richText', content: { root: { children: [inner] } } },
      { blockType: 'heading', level: 'h2', text: 'C' },
      { blockType: 'heading', level: 'h3', text: 'D' },
    ];
    const outline = planOutline({ kind: 'blocks', blocks });
    expect(outline.get(blocks[0] as object)).toBe(2);
    expect(outline.get(blocks[1] as object)).toBe(3);
    expect(outline.get(inner)).toBe(3);
    expect(outline.get(blocks[3] as object)).toBe(2);
    expect(outline.get(blocks[4] as object)).toBe(3);
  });
});
