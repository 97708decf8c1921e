interface Entry<T> {
  until: number;
  answer: Promise<T>;
}

export interface AnswerCache {
  /** The answer for `key`: a fresh stored one, else `load()`'s (shared with concurrent askers). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every stored answer (after a write that changes them). */
  clear(): void;
}

/**
 * Short-lived answers of public lists that every guest sees alike. Storing the promise makes
 * concurrent misses of one key share a single query. Writes through this instance clear it at
 * once; other instances behind the load balancer see a write within `ttlMs` (docs/operations.md).
 * A failed load is not stored. `ttlMs` 0 turns the cache off.
 */
export function createAnswerCache({ ttlMs, max }: { ttlMs: number; max: number }): AnswerCache {
  const entries = new Map<string, Entry<unknown>>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key) as Entry<T> | undefined;
      if (hit && hit.until > now) return hit.answer;
      if (hit) entries.delete(key);
      // Map order is insertion order: the first key is the oldest.
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      const entry: Entry<T> = { until: now + ttlMs, answer: load() };
      entries.set(key, entry);
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.answer;
    },
    clear: () => entries.clear(),
  };
}
