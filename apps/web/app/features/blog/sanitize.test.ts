import { posts } from '@peak/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml, withoutEventHandlers } from './sanitize';
import { prepareServerSanitizer } from './sanitize.server';

const hostile = posts.find((post) => post.slug === 'saying-no-without-burning-bridges');

/** Parses sanitised output so the assertions look at elements, not at text that mentions them. */
async function parse(html: string) {
  const { JSDOM } = await import('jsdom');
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  return doc.body;
}

describe('sanitizeHtml', () => {
  beforeAll(prepareServerSanitizer);

  it('strips everything executable from the hostile post and keeps its prose', async () => {
    expect(typeof hostile?.content).toBe('string');
    const clean = sanitizeHtml(hostile?.content);
    const body = await parse(clean);
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input']) {
      expect(body.querySelectorAll(tag)).toHaveLength(0);
    }
    for (const element of Array.from(body.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on')).toBe(false);
      }
    }
    const hrefs = Array.from(body.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/blog/the-degap-method',
      null,
      null,
      null,
      '/assessment',
      'https://example.com/managing-priorities',
    ]);
    expect(clean).toContain('Four ways to decline that keep the door open');
    expect(body.querySelectorAll('h2')).toHaveLength(5);
    expect(body.querySelector('.table-scroll[tabindex="0"] > table')).not.toBeNull();
  });

  it('gives every image an alt and target=_blank links a safe rel', async () => {
    const body = await parse(
      sanitizeHtml(
        '<img src="/a.png"><a href="https://x.example" target="_blank">x</a><a target="top" href="/b">b</a>',
      ),
    );
    expect(body.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(body.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(body.querySelectorAll('a')[1]?.hasAttribute('target')).toBe(false);
  });

  it('neutralises dangerous URLs on images and SVG links', async () => {
    const body = await parse(
      sanitizeHtml(
        '<img src="javascript:alert(1)" alt="a"><img src="data:image/png;base64,AAAA" alt="b"><svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg><a href="vbscript:x">v</a><a href="data:text/html,x">d</a>',
      ),
    );
    const images = body.querySelectorAll('img');
    expect(images[0]?.hasAttribute('src')).toBe(false);
    expect(images[1]?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(body.innerHTML).not.toMatch(/javascript:|vbscript:|data:text/i);
  });

  it('turns an h1 into an h2, since the page title is the only h1', async () => {
    const body = await parse(sanitizeHtml('<h1 id="x">Title</h1>'));
    expect(body.querySelector('h1')).toBeNull();
    expect(body.querySelector('h2#x')?.textContent).toBe('Title');
  });

  it('keeps only https iframes in chart embeds, sandboxed and titled', async () => {
    const embed = await parse(
      sanitizeHtml(
        '<iframe src="https://charts.example.com/1" sandbox="allow-same-origin allow-scripts allow-top-navigation"></iframe><iframe src="http://charts.example.com/2"></iframe><iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>" src="https://ok.example"></iframe><script>alert(1)</script>',
        { embed: true },
      ),
    );
    const frames = Array.from(embed.querySelectorAll('iframe'));
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual([
      'https://charts.example.com/1',
      'https://ok.example',
    ]);
    for (const frame of frames) {
      expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups');
      expect(frame.getAttribute('title')).toBe('Embedded chart');
      expect(frame.hasAttribute('srcdoc')).toBe(false);
    }
    expect(embed.querySelector('script')).toBeNull();
    const plain = await parse(sanitizeHtml('<iframe src="https://charts.example.com/1"></iframe>'));
    expect(plain.querySelector('iframe')).toBeNull();
  });

  it('returns an empty string for blank or non-string input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
  });
});

describe('withoutEventHandlers', () => {
  it('drops on* attributes in every quoting style and leaves text alone', () => {
    expect(
      withoutEventHandlers(
        '<img src="x" onerror="alert(1)"><svg ONLOAD=alert(5)></svg><div onclick=\'x()\'>one = onward</div>',
      ),
    ).toBe('<img src="x"><svg></svg><div>one = onward</div>');
  });
});
