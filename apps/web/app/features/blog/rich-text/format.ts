// Lexical stores a text node's styles as a bitmask; some exporters send boolean flags instead.

export const TEXT_FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const;

export type TextMark = keyof typeof TEXT_FORMAT;
export type TextMarks = Record<TextMark, boolean>;

export function textMarks(node: { format?: unknown; [flag: string]: unknown }): TextMarks {
  const mask =
    typeof node.format === 'number' && Number.isInteger(node.format) && node.format > 0
      ? node.format
      : 0;
  const marks = {} as TextMarks;
  for (const [mark, bit] of Object.entries(TEXT_FORMAT) as Array<[TextMark, number]>) {
    marks[mark] = (mask & bit) !== 0 || node[mark] === true;
  }
  return marks;
}
