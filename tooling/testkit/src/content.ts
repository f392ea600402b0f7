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
