import { describe, expect, test } from 'vitest';
import { PageCache, withNonce } from './page-cache';

const page = (html: string, nonce = 'n0nce-AAAA') => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], html, nonce });

describe('the anonymous page cache', () => {
  test('serves a page until its time is up', () => {
    let now = 1_000;
    const cache = new PageCache(5_000, 1024 * 1024, () => now);
    cache.set('/paper/1', page('<p>paper</p>'));
    now += 4_999;
    expect(cache.get('/paper/1')?.html).toBe('<p>paper</p>');
    now += 1;
    expect(cache.get('/paper/1')).toBeNull();
  });

  test('gives each request its own nonce wherever the cached one stood', () => {
    const cached = { ...page('<script nonce="n0nce-AAAA">a</script><script nonce="n0nce-AAAA">b</script>'), expiresAt: 0 };
    expect(withNonce(cached, 'fresh-BBBB')).toBe('<script nonce="fresh-BBBB">a</script><script nonce="fresh-BBBB">b</script>');
  });

  test('drops the oldest pages beyond its size and everything on clear', () => {
    // 200 characters are 400 bytes: four fit, the fifth pushes out the first.
    const cache = new PageCache(60_000, 1600);
    for (const key of ['/a', '/b', '/c', '/d']) cache.set(key, page(key.repeat(100)));
    expect(cache.get('/a')).not.toBeNull();
    cache.set('/e', page('/e'.repeat(100)));
    expect(cache.get('/a')).toBeNull();
    expect(cache.get('/b')).not.toBeNull();
    expect(cache.get('/e')).not.toBeNull();
    cache.clear();
    expect(cache.get('/d')).toBeNull();
  });

  test('keeps and serves nothing while paused (Redis unreachable, decision 0062), and caches again once resumed', () => {
    const cache = new PageCache(60_000);
    cache.set('/a', page('<p>before the outage</p>'));
    cache.pause();
    expect(cache.get('/a')).toBeNull();
    cache.set('/b', page('<p>during the outage</p>'));
    expect(cache.get('/b')).toBeNull();
    cache.resume();
    expect(cache.get('/a')).toBeNull();
    cache.set('/c', page('<p>after</p>'));
    expect(cache.get('/c')?.html).toBe('<p>after</p>');
  });

  test('remembers a value every render reads for as long as a page, reads it again after a change, and not while paused', async () => {
    let now = 1_000;
    let reads = 0;
    const cache = new PageCache(5_000, 1024 * 1024, () => now);
    const facts = () => cache.remember('journal-facts', async () => `facts #${++reads}`);
    expect(await facts()).toBe('facts #1');
    now += 4_999;
    expect(await facts()).toBe('facts #1');
    now += 1;
    expect(await facts()).toBe('facts #2');
    cache.clear();
    expect(await facts()).toBe('facts #3');
    cache.pause();
    expect(await facts()).toBe('facts #4');
    expect(await facts()).toBe('facts #5');
  });

  test('does not keep a read that failed', async () => {
    const cache = new PageCache(60_000);
    let attempts = 0;
    const read = () =>
      cache.remember('journal-facts', async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database away');
        return 'facts';
      });
    await expect(read()).rejects.toThrow('database away');
    expect(await read()).toBe('facts');
  });
});
