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
  };
}
