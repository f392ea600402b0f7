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
};
