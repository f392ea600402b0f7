// The document's structure tree as the layout builds it: one Document element, its children
// made in reading order as the pages are drawn (a heading, a paragraph, a list, a table, a
// figure), each a child of the Document or of the element given.
import type { Doc, Tag } from './surface';

export type Role =
  | 'H1'
  | 'H2'
  | 'H3'
  | 'H4'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Table'
  | 'Caption'
  | 'TR'
  | 'TH'
  | 'TD'
  | 'Figure'
  | 'Div';

export interface TagOptions {
  /** A figure's alternative text. */
  alt?: string;
  /** A header cell's scope. */
  scope?: 'Column' | 'Row';
}

export class Tags {
  private readonly doc: Doc;
  readonly root: Tag;

  constructor(doc: Doc) {
    this.doc = doc;
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  /** A new element, the last child of `parent` (the Document when none). */
  add(role: Role, options: TagOptions = {}, parent: Tag = this.root): Tag {
    const tag = this.doc.struct(role, options as never);
    parent.add(tag);
    return tag;
  }
}
