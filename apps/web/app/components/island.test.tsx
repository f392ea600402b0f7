import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ISLAND_NAMES, Island, IslandsDocument, wantsIslands } from './island';

describe('islands', () => {
  it('has a part for each name, and a name for each part', () => {
    const parts = Object.keys(import.meta.glob('../islands/parts/*.tsx')).map((path) =>
      path.replace(/^\.\.\/islands\/parts\/(.+)\.tsx$/, '$1'),
    );
    expect(parts.sort()).toEqual([...ISLAND_NAMES].sort());
  });

  it('puts its props after it as JSON, only on a page hydrated as islands', () => {
    const props = { slug: 'a</script><!--"b' };
    const island = (
      <Island name="article" props={props}>
        x
      </Island>
    );
    expect(renderToString(island)).toBe('<div class="island" data-island="article">x</div>');
    const html = renderToString(
      <IslandsDocument.Provider value>{island}</IslandsDocument.Provider>,
    );
    const json =
      /<script type="application\/json" data-island-props="article">(.*?)<\/script>/.exec(
        html,
      )?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? '')).toEqual(props);
  });

  it('reads the choice from a route handle', () => {
    expect(wantsIslands({ islands: true })).toBe(true);
    expect(wantsIslands({ islands: 'yes' })).toBe(false);
    expect(wantsIslands(undefined)).toBe(false);
  });
});
