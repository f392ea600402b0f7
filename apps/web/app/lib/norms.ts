// GET /api/norms, read once per page: how the people who saved results here scored (from a
// minimum number of them) and the measurement's quality. Shared by the report's percentiles and the
// live quality figures (the report, and /assessment, which loads them on demand). Never in the way
// of what asks for it: a failure, or an answer of another shape, is null, and the next caller asks
// again.
import type { NormsResponse } from '@peak/contracts';
import { callApi } from './http';

export const NORMS_PATH = '/api/norms';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The answer's shape, checked as far as the pages read it. */
export function isNormsResponse(value: unknown): value is NormsResponse {
  if (!isObject(value) || typeof value.n !== 'number' || typeof value.minimum !== 'number')
    return false;
  const { norms, quality } = value;
  if (norms !== null && !(isObject(norms) && isObject(norms.total) && isObject(norms.families)))
    return false;
  return isObject(quality) && typeof quality.results === 'number';
}

let shared: Promise<NormsResponse | null> | null = null;

/** The norms, or null when they cannot be read; one request however many parts of a page ask. */
export function loadNorms(): Promise<NormsResponse | null> {
  shared ??= callApi<unknown>(NORMS_PATH, { answer: 'norms' }).then(
    (answer) => {
      if (isNormsResponse(answer)) return answer;
      shared = null;
      return null;
    },
    () => {
      shared = null;
      return null;
    },
  );
  return shared;
}

/** Forgets the shared answer (tests). */
export const forgetNorms = () => {
  shared = null;
};
