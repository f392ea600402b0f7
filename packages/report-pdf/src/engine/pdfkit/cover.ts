// The cover page (brand, title, name, date, and the total and band when the document has one) and
// the footer of the other pages (the consultancy's name, whose document, the page number), drawn as
// vectors and real text.
import type { Badge, CoverBlock as Cover } from '../../blocks';
import { tint } from '../../palette/palette';
import {
  BRAND,
  BRAND_STRONG,
  badgeHeight,
  baseline,
  drawBadge,
  drawLogo,
  INK,
  LINE,
  MUTED,
  pdfText,
} from './draw';
import type { Surface } from './surface';
import type { Tags } from './tags';

export interface PageBox {
  width: number;
  height: number;
  margin: number;
}

/** Two ranges of mountains along the bottom of the cover, in light tints of the brand blue. */
function drawRidge(s: Surface, page: PageBox) {
  const w = page.width / 612;
  const h = page.height;
  const at = (points: number[][]) => points.map(([x = 0, y = 0]) => [x * w, h - y] as const);
  s.polygon(
    at([
      [0, 0],
      [0, 70],
      [90, 100],
      [170, 62],
      [262, 128],
      [345, 76],
      [425, 112],
      [520, 70],
      [612, 104],
      [612, 0],
    ]),
    tint(BRAND, 0.86),
  );
  s.polygon(
    at([
      [0, 0],
      [0, 36],
      [120, 74],
      [212, 34],
      [322, 92],
      [432, 40],
      [520, 64],
      [612, 30],
      [612, 0],
    ]),
    tint(BRAND, 0.7),
  );
}

function drawBrand(s: Surface, tags: Tags, cover: Cover, page: PageBox) {
  s.rect(0, 0, page.width, 8, BRAND);
  drawLogo(s, page.margin, 60, 34);
  s.within(tags.add('P'), () => {
    s.type(18, true, BRAND_STRONG);
    s.text(pdfText(cover.brand), page.margin + 46, baseline(60, 34, 18));
  });
}

/** The title, the name, the date and the role, from `top` down; returns where it ends. */
function drawTitle(s: Surface, tags: Tags, cover: Cover, page: PageBox, top: number): number {
  const width = page.width - page.margin * 2;
  let y = top;
  s.within(tags.add('P'), () => {
    s.type(10, true, BRAND);
    s.text('PRIORITIZATION SELF-ASSESSMENT', page.margin, y);
  });
  y += 38;
  s.within(tags.add('H1'), () => {
    s.type(32, true, INK);
    for (const line of s.wrap(pdfText(cover.title), width)) {
      s.text(line, page.margin, y);
      y += 38;
    }
  });
  const { name } = cover;
  if (name)
    s.within(tags.add('P'), () => {
      s.type(18, false, INK);
      for (const line of s.wrap(pdfText(name), width)) {
        s.text(line, page.margin, y + 4);
        y += 24;
      }
    });
  for (const line of [cover.date, cover.role]) {
    if (!line) continue;
    s.within(tags.add('P'), () => {
      s.type(11, false, MUTED);
      s.text(pdfText(line), page.margin, y + 12);
    });
    y += 17;
  }
  return y;
}

type Total = { score: string; badge: Badge; note?: string | null };

/** The total and its band, on a soft card with a brand-blue edge. */
function drawTotal(s: Surface, tags: Tags, cover: Total, page: PageBox, top: number) {
  const height = 96;
  s.rect(page.margin, top, page.width - page.margin * 2, height, tint(BRAND, 0.93));
  s.rect(page.margin, top, 4, height, BRAND);
  const x = page.margin + 24;
  s.within(tags.add('P'), () => {
    s.type(9, true, MUTED);
    s.text('TOTAL SCORE', x, top + 24);
    const [score = '', max = ''] = cover.score.split(' / ');
    s.type(40, true, INK);
    s.text(pdfText(score), x, top + 68);
    const scoreWidth = s.textWidth(pdfText(score));
    s.type(16, false, MUTED);
    s.text(pdfText(` / ${max}`), x + scoreWidth + 2, top + 68);
    const after = x + scoreWidth + s.widthOf(` / ${max}`, 16) + 22;
    const badgeTop = top + 68 - 11 - badgeHeight(11) / 2 + 4;
    const badge = drawBadge(s, cover.badge, after, badgeTop, 11);
    if (cover.note) {
      s.type(10, false, MUTED);
      s.text(pdfText(cover.note), after + badge + 10, baseline(badgeTop, badgeHeight(11), 10));
    }
  });
}

/** The cover: its words tagged in reading order (the title the document's H1), its art artifacts. */
export function drawCover(s: Surface, tags: Tags, cover: Cover, page: PageBox): void {
  drawBrand(s, tags, cover, page);
  const end = drawTitle(s, tags, cover, page, 250);
  const { score, badge, note } = cover;
  if (score && badge) drawTotal(s, tags, { score, badge, note }, page, Math.max(end + 36, 440));
  s.artifact(() => drawRidge(s, page));
}

/** `text` as it fits in `width` in the current font, cut at a word with "..." when it does not. */
function fitted(s: Surface, text: string, width: number): string {
  if (s.textWidth(text) <= width) return text;
  let cut = text;
  while (cut.trim() !== '' && s.textWidth(`${cut}\u2026`) > width)
    cut = cut.replace(/\s*\S+\s*$/, '');
  return `${cut}\u2026`;
}

/**
 * The footer of every page but the cover: a hairline, the brand (the cover's, or `brandName` for a
 * document without one), whose report, the page number.
 */
export function drawFooters(
  s: Surface,
  cover: Cover | undefined,
  page: PageBox,
  brandName: string,
): void {
  const pages = s.pageCount;
  const y = page.height - 36;
  const brand = pdfText(cover?.brand ?? brandName);
  // The individual report is named after its reader; another document names itself.
  const report = cover?.name ? `Prioritization Report for ${cover.name}` : 'Prioritization Report';
  const who = pdfText(`  \u00b7  ${cover?.footer ?? report}`);
  for (let n = cover ? 2 : 1; n <= pages; n += 1) {
    s.toPage(n - 1);
    s.artifact(() => {
      s.line(page.margin, y - 14, page.width - page.margin, y - 14, LINE, 0.75);
      drawLogo(s, page.margin, y - 8, 10);
      const brandWidth = s.widthOf(brand, 8.5, true);
      s.type(8.5, true, BRAND_STRONG);
      s.text(brand, page.margin + 15, y);
      s.type(8.5, false, MUTED);
      const number = `Page ${n} of ${pages}`;
      s.text(number, page.width - page.margin, y, 'right');
      // A long name is cut to the room left of the page number.
      const room = page.width - page.margin * 2 - 15 - brandWidth - s.textWidth(number) - 24;
      s.text(fitted(s, who, room), page.margin + 15 + brandWidth, y);
    }, 'Pagination');
  }
}
