import { z } from '../zod';

export interface PagedResult<T> {
  docs: T[];
  totalDocs: number;
  limit: number;
  totalPages: number;
  page: number;
  pagingCounter: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

const count = z.number().int().nonnegative();

/**
 * Payload's paged result. Only `docs` is required: a compatible service that leaves out the
 * paging fields gets them derived from what it did send.
 */
export function pagedResultSchema<Item extends z.ZodType>(item: Item) {
  return z
    .looseObject({
      docs: z.array(item),
      totalDocs: count.optional(),
      limit: count.optional(),
      totalPages: count.optional(),
      page: count.optional(),
      pagingCounter: count.optional(),
      hasPrevPage: z.boolean().optional(),
      hasNextPage: z.boolean().optional(),
      prevPage: count.nullish(),
      nextPage: count.nullish(),
    })
    .transform((raw): PagedResult<z.output<Item>> => {
      const totalDocs = raw.totalDocs ?? raw.docs.length;
      const limit = raw.limit ?? raw.docs.length;
      const page = raw.page ?? 1;
      const totalPages = raw.totalPages ?? (limit > 0 ? Math.ceil(totalDocs / limit) : 0);
      const hasPrevPage = raw.hasPrevPage ?? page > 1;
      const hasNextPage = raw.hasNextPage ?? page < totalPages;
      return {
        docs: raw.docs,
        totalDocs,
        limit,
        totalPages,
        page,
        pagingCounter: raw.pagingCounter ?? (page - 1) * limit + 1,
        hasPrevPage,
        hasNextPage,
        prevPage: raw.prevPage ?? (hasPrevPage ? page - 1 : null),
        nextPage: raw.nextPage ?? (hasNextPage ? page + 1 : null),
      };
    });
}

/** An empty page: what a failed list shows (specification 000 §8, limit 10, page 1). */
export function emptyPagedResult<T>(limit = 10): PagedResult<T> {
  return {
    docs: [],
    totalDocs: 0,
    limit,
    totalPages: 0,
    page: 1,
    pagingCounter: 1,
    hasPrevPage: false,
    hasNextPage: false,
    prevPage: null,
    nextPage: null,
  };
}
