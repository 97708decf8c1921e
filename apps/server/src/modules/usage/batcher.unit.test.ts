import { describe, expect, it } from 'vitest';
import { createKeyedBatcher } from './batcher.js';

describe('keyed batcher', () => {
  it('runs the calls of one turn together and groups those that arrive while a batch is in flight', async () => {
    const batches: number[][] = [];
    const call = createKeyedBatcher<number, number>(async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 20));
      return items.map((n) => n * 10);
    });
    const first = [1, 2].map((n) => call('a', n));
    await new Promise((r) => setTimeout(r, 5)); // the first batch is in flight now
    const second = [3, 4, 5].map((n) => call('a', n));
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(await call('a', 6)).toBe(60);
    expect(batches.at(-1)).toEqual([6]);
  });

  it('keeps keys apart, caps a batch and hands a failure to every call of its batch only', async () => {
    const batches: string[][] = [];
    const call = createKeyedBatcher<string, string>(async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 5));
      if (items.includes('bad')) throw new Error('boom');
      return items;
    }, 2);
    const settled = await Promise.allSettled([
      call('a', 'a1'),
      call('b', 'b1'),
      call('a', 'a2'),
      call('a', 'bad'),
      call('a', 'a3'),
    ]);
    expect(batches).toEqual([['a1', 'a2'], ['b1'], ['bad', 'a3']]);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
  });
});
