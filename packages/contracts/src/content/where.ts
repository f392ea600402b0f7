// The operators of Payload's `where` that the content API answers and the client may send:
// one list, read by both sides.
export const WHERE_OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'like',
  'not_like',
  'in',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
] as const;

export type WhereOperator = (typeof WHERE_OPERATORS)[number];
