// The page as the layout draws on it: PDFKit under a small, synchronous API of baselines, widths
// and shapes, and the tags every mark is made under. Text is written into the structure element
// that is current (a heading, a paragraph, a table cell), in drawing order, which is the reading
// order; lines, bands and shapes are artifacts, except inside a figure, whose marks all belong to
// it (its words are in its alternative text).
export type Doc = PDFKit.PDFDocument;
export type Tag = PDFKit.PDFStructureElement;

/** The two faces of the embedded font (Arimo: Helvetica's and Arial's metrics). */
export const REGULAR = 'Body';
export const BOLD = 'Body-Bold';

type Align = 'left' | 'right' | 'center';

interface Open {
  tag: Tag;
  page: number;
}

export class Surface {
  readonly doc: Doc;
  readonly width: number;
  readonly height: number;
  /** The element text goes into now; none: what is drawn is an artifact. */
  private current: Tag | null = null;
  /** The marked content open for `current`. */
  private open: Open | null = null;
  /** Inside a figure: shapes are part of its content, not artifacts. */
  private figure = false;
  /** Inside an artifact: everything drawn is part of it. */
  private decorating = false;
  private pageIndex = 0;
  private size = 10;

  constructor(doc: Doc) {
    this.doc = doc;
    this.width = doc.page.width;
    this.height = doc.page.height;
  }

  /** The page drawn on, from 0. */
  get page(): number {
    return this.pageIndex;
  }

  get pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  /** Goes to page `index` (from 0), adding pages up to it. */
  toPage(index: number): void {
    if (index === this.pageIndex) return;
    this.close();
    while (this.pageCount <= index)
      this.doc.addPage({ size: [this.width, this.height], margin: 0 });
    this.doc.switchToPage(index);
    this.pageIndex = index;
  }

  /** Sets the font (the embedded sans serif), its size and its colour. */
  type(size: number, bold = false, colour = '#000000'): void {
    this.size = size;
    this.doc.font(bold ? BOLD : REGULAR).fontSize(size);
    this.doc.fillColor(colour);
  }

  /** The width of `text` in the current font. */
  textWidth(text: string): number {
    return this.doc.widthOfString(text);
  }

  /** The width of `text` in the font given (sets that font's face and size). */
  widthOf(text: string, size: number, bold = false): number {
    this.doc.font(bold ? BOLD : REGULAR).fontSize(size);
    this.size = size;
    return this.doc.widthOfString(text);
  }

  /** `text` broken into lines no wider than `width` in the current font, at spaces. */
  wrap(text: string, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const next = line ? `${line} ${word}` : word;
        if (!line || this.textWidth(next) <= width) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Writes one line with its baseline at y, into the current element (an artifact when none). */
  text(text: string, x: number, y: number, align: Align = 'left'): void {
    if (text === '') return;
    const width = this.textWidth(text);
    const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
    const draw = () =>
      this.doc.text(text, left, y, { lineBreak: false, baseline: 'alphabetic' } as never);
    if (this.current) {
      this.mark();
      draw();
    } else this.artifact(draw);
  }

  /** The size last set. */
  get fontSize(): number {
    return this.size;
  }

  // Shapes: artifacts, or part of the figure being drawn.

  rect(x: number, y: number, w: number, h: number, fill: string, border?: BorderStyle): void {
    this.shape(() => this.paint(this.doc.rect(x, y, w, h), fill, border));
  }

  roundedRect(
    x: number,
    y: number,
    w: number,
    h: number,
    r: number,
    fill: string,
    border?: BorderStyle,
  ): void {
    this.shape(() => this.paint(this.doc.roundedRect(x, y, w, h, r), fill, border));
  }

  circle(x: number, y: number, r: number, fill: string): void {
    this.shape(() => this.paint(this.doc.circle(x, y, r), fill));
  }

  polygon(points: ReadonlyArray<readonly [number, number]>, fill: string): void {
    this.shape(() =>
      this.paint(this.doc.polygon(...points.map(([x, y]) => [x, y] as [number, number])), fill),
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, colour: string, width: number): void {
    this.shape(() => this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).stroke(colour));
  }

  private paint(path: Doc, fill: string, border?: BorderStyle) {
    if (border) path.lineWidth(border.width).fillAndStroke(fill, border.colour);
    else path.fill(fill);
  }

  private shape(draw: () => void) {
    if (this.figure) {
      this.mark();
      draw();
    } else this.artifact(draw);
  }

  // Tags.

  /** Draws with `tag` as the element text goes into, then goes back to the one before. */
  within<T>(tag: Tag | null, draw: () => T): T {
    const before = this.current;
    this.enter(tag);
    try {
      return draw();
    } finally {
      this.enter(before);
    }
  }

  /** Draws a figure: every mark, text and shape, is the figure's content. */
  drawFigure(tag: Tag, draw: () => void): void {
    this.within(tag, () => {
      this.figure = true;
      try {
        draw();
      } finally {
        this.figure = false;
      }
    });
  }

  /** Draws decoration or pagination as an artifact, outside every element. */
  artifact(draw: () => void, type: 'Pagination' | 'Layout' = 'Layout'): void {
    if (this.decorating) {
      draw();
      return;
    }
    this.close();
    this.decorating = true;
    this.doc.markContent('Artifact', { type } as never);
    const before = this.current;
    this.current = null;
    try {
      draw();
    } finally {
      this.current = before;
      this.decorating = false;
      this.doc.endMarkedContent();
    }
  }

  /** Closes what is open (before the document ends or another page is drawn on). */
  close(): void {
    if (!this.open) return;
    this.doc.endMarkedContent();
    this.open = null;
  }

  private enter(tag: Tag | null) {
    if (tag === this.current) return;
    this.close();
    this.current = tag;
  }

  /** Opens marked content for the current element on this page, unless it is open already. */
  private mark() {
    const tag = this.current;
    if (!tag) return;
    if (this.open && this.open.tag === tag && this.open.page === this.pageIndex) return;
    this.close();
    const role = (tag as unknown as { dictionary: { data: { S: string } } }).dictionary.data.S;
    tag.add(this.doc.markStructureContent(role));
    this.open = { tag, page: this.pageIndex };
  }
}

export interface BorderStyle {
  colour: string;
  width: number;
}
