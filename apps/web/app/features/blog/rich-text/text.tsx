import type { ReactNode } from 'react';
import { textMarks } from './format';
import type { LexicalNode } from './nodes';

/** A run of text with its marks, outermost first: code, bold, italic, underline, strikethrough. */
export function TextNode({ node }: { node: LexicalNode }) {
  if (typeof node.text !== 'string' || node.text === '') return null;
  const marks = textMarks(node);
  let content: ReactNode = node.text;
  if (marks.superscript) content = <sup>{content}</sup>;
  if (marks.subscript) content = <sub>{content}</sub>;
  if (marks.strikethrough) content = <s>{content}</s>;
  if (marks.underline) content = <u>{content}</u>;
  if (marks.italic) content = <em>{content}</em>;
  if (marks.bold) content = <strong>{content}</strong>;
  if (marks.code) content = <code>{content}</code>;
  return <>{content}</>;
}
