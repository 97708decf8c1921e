import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnswerCache } from './answer-cache.js';

afterEach(() => vi.useRealTimers());

describe('answer cache', () => {
  it('answers a key from store until its time is up, then loads again', async () => {
    vi.useFakeTimers();
    const cache = createAnswerCache({ ttlMs: 1000, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent askers and forgets everything on clear', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, max: 10 });
    let loads = 0;
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    cache.clear();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep a failed load, and drops the oldest key when full', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, max: 2 });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('x', async () => 'up')).toBe('up');
    await cache.get('y', async () => 'y1');
    await cache.get('z', async () => 'z1'); // x, the oldest, goes
    expect(await cache.get('x', async () => 'x2')).toBe('x2');
    expect(await cache.get('z', async () => 'z2')).toBe('z1');
  });

  it('with a time of 0 always loads', async () => {
    const cache = createAnswerCache({ ttlMs: 0, max: 10 });
    let loads = 0;
    await cache.get('a', async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(2);
  });
});
