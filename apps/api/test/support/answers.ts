// Distinct results from one set of answers. A save is idempotent per account (the same answers,
// times, role and content version answer the row stored first), so a test that means to store
// several results gives each its own answer times: the n-th is every answer on screen 4 s + n ms.
export const attempt = <T extends object>(responses: readonly T[], n: number) =>
  responses.map((r) => ({ ...r, ms: 4000 + n }));
