// Lexical keeps a block's alignment in its `format` string.
const ALIGNMENTS = new Set(['center', 'right', 'justify']);

export function alignClass(format: unknown): string | undefined {
  return typeof format === 'string' && ALIGNMENTS.has(format) ? `text-${format}` : undefined;
}
