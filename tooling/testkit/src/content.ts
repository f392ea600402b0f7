// Content fixtures: what Payload's REST API answers for a list.

/** A Payload paged result holding `docs` on one page (override any envelope field). */
export function pagedResult<T>(docs: T[], overrides: Record<string, unknown> = {}) {
  return {
    docs,
    totalDocs: docs.length,
    limit: 10,
    totalPages: 1,
    page: 1,
    pagingCounter: 1,
    hasPrevPage: false,
    hasNextPage: false,
    prevPage: null,
    nextPage: null,
    ...overrides,
  };
}

/** A rich-text document (Lexical's JSON, as Payload's editor saves it) of plain paragraphs. */
export function richText(...paragraphs: string[]) {
  const node = { version: 1, direction: 'ltr', format: '', indent: 0 } as const;
  return {
    root: {
      type: 'root',
      ...node,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        ...node,
        textFormat: 0,
        children: [
          { type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' },
        ],
      })),
    },
  };
}
