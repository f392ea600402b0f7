// The Lexical document shape the renderer reads. Documents come from the content service as
// loose JSON, so every field is checked before it is used.
import type { RichTextDocument } from '@peak/contracts';

export interface LexicalNode {
  type?: unknown;
  children?: unknown;
  [key: string]: unknown;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function childNodes(node: unknown): LexicalNode[] {
  if (!isRecord(node) || !Array.isArray(node.children)) return [];
  return node.children.filter(isRecord);
}

/** The top-level nodes of a document (`{ root: { children } }`), or of a bare node list. */
export function documentNodes(document: RichTextDocument | unknown): LexicalNode[] {
  if (Array.isArray(document)) return document.filter(isRecord);
  if (!isRecord(document)) return [];
  return childNodes(isRecord(document.root) ? document.root : document);
}

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** h1 to h6 as a number; anything else undefined. */
export function headingLevel(value: unknown): number | undefined {
  const match = /^h([1-6])$/i.exec(typeof value === 'string' ? value.trim() : String(value));
  if (match) return Number(match[1]);
  return typeof value === 'number' && value >= 1 && value <= 6 ? value : undefined;
}
