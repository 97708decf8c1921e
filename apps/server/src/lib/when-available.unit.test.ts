import { describe, expect, it } from 'vitest';
import { whenAvailable } from './when-available.js';

describe('whenAvailable', () => {
  it('uses a value at hand before returning, without loading', () => {
    const seen: string[] = [];
    whenAvailable(
      'cached',
      () => Promise.reject(new Error('loaded')),
      (v) => seen.push(v),
      () => seen.push('failed'),
    );
    expect(seen).toEqual(['cached']);
  });

  it('otherwise uses what the load gives, or passes its failure on', async () => {
    const seen: string[] = [];
    const done = new Promise<void>((resolve) =>
      whenAvailable(
        undefined,
        async () => 'loaded',
        (v) => {
          seen.push(v);
          resolve();
        },
        () => resolve(),
      ),
    );
    expect(seen).toEqual([]);
    await done;
    expect(seen).toEqual(['loaded']);
    const failure = await new Promise<Error>((resolve) =>
      whenAvailable<string>(
        undefined,
        () => Promise.reject(new Error('down')),
        () => undefined,
        resolve,
      ),
    );
    expect(failure.message).toBe('down');
  });
});
