// The shared counters in Redis, for deployments that set REDIS_URL: the same contract as the
// database counters, one round trip per hit (a small script keeps the window and the count atomic).
import type { Redis } from 'ioredis';
import type { Counters, Hit } from './counters';

/** Opens the window on the first hit, counts, and answers the count and the window's time left. */
const HIT = `
redis.call('SET', KEYS[1], 0, 'PX', ARGV[1], 'NX')
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}`;

const PREFIX = 'peak:counter:';

const toHit = (count: number, ttlMs: number): Hit => ({
  count,
  resetAt: new Date(Date.now() + Math.max(0, ttlMs)),
});

/** How long a mark waits for the connection (a new instance's first request) before it fails. */
const CONNECT_WAIT_MS = 2000;

/** Resolves once Redis answers commands; rejects if it does not within CONNECT_WAIT_MS. */
function connected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error('Redis is not connected'));
    }, CONNECT_WAIT_MS);
    redis.once('ready', onReady);
  });
}

export function redisCounters(redis: Redis): Counters {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, PREFIX + key, String(windowMs))) as [
        number,
        number,
      ];
      return toHit(count, ttl);
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]);
      return count === null || ttl <= 0 ? null : toHit(Number(count), ttl);
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async claim(key, windowMs) {
      // A mark must not be skipped as a rate limit may be: it waits for the connection. Redis
      // drops the mark itself when its time is up.
      await connected(redis);
      return (await redis.set(PREFIX + key, 1, 'PX', windowMs, 'NX')) === 'OK';
    },
  };
}
