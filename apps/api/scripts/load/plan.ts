// The shape of the load: how many users save at once, their warm-up, and the paced route kinds.

export const USERS = 50;
export const WARMUP_SAVES_PER_USER = 10;

/**
 * The route kinds besides saves are paced (requests/s over a few connections), so saves dominate the
 * mix: every user saves as fast as the server answers, one request in flight each.
 */
export const PACED = {
  article: { connections: 4, rate: 50 },
  list: { connections: 4, rate: 50 },
  story: { connections: 2, rate: 25 },
  /** Only while the norms job runs (the phase "with norms"). */
  norms: { connections: 2, rate: 25 },
};

/**
 * The phase "with norms": the norms job recomputes at most every second (60 s by default), with the
 * histograms shown from 10 accounts (the load has 50), and GET /api/norms read alongside, so every
 * second brings a run that finds a batch of savers and publishes. The phase "without norms" is the
 * load as before: nothing reads the norms, so the job never runs.
 */
export const NORMS_ENV = { NORMS_REFRESH_MS: '1000', NORMS_MIN_RESPONDENTS: '10' };

export type PhaseName = 'without norms' | 'with norms';
