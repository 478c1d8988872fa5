import { randomUUID } from 'node:crypto';
import type { PageCache } from '../page-cache';
import type { SharedRedis } from './shared-redis';

/** What a change through the API does to the anonymous page cache (decision 0009). */
export interface PageCacheInvalidation {
  /** Resolves once every instance has been told (or Redis is known unreachable). */
  changed(): Promise<void>;
}

/** One instance: its own cache is cleared. */
export const localPageCacheInvalidation = (cache: PageCache): PageCacheInvalidation => ({
  async changed() {
    cache.clear();
  },
});

/**
 * Several instances (decision 0062): a change clears this instance's cache and is published on
 * REDIS_PREFIX + `page-cache`; every other instance, subscribed on a connection of its own,
 * clears its cache when the message comes. The publish is awaited before the change's answer
 * goes out, so the next page anyone asks for, of any instance, is fresh. While the subscription
 * is down, this instance could miss another's change, so its cache is paused (serves nothing)
 * until it is subscribed again.
 */
export async function sharedPageCacheInvalidation(redis: SharedRedis, cache: PageCache): Promise<PageCacheInvalidation> {
  const instance = randomUUID();
  const channel = redis.keys.pageCacheChannel;
  const subscriber = redis.openSubscriber();
  let subscribing: Promise<void> = Promise.resolve();

  cache.pause();
  subscriber.on('message', (from: string, sender: string) => {
    if (from === channel && sender !== instance) cache.clear();
  });
  subscriber.on('close', () => cache.pause());
  subscriber.on('ready', () => {
    subscribing = subscriber.subscribe(channel).then(
      () => cache.resume(),
      (error: unknown) => redis.failed(subscriber, error),
    );
  });
  await subscriber.connect().catch(() => undefined);
  await subscribing;

  return {
    async changed() {
      cache.clear();
      await redis.attempt(
        (commands) => commands.publish(channel, instance),
        () => 0,
      );
    },
  };
}
