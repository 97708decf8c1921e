interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (err: unknown) => void;
}

/**
 * Groups concurrent calls that share a key. Calls of a key made during one turn of the event loop
 * run together once that turn's I/O has been handled (setImmediate); calls that arrive while a
 * batch is in flight wait, then run together as the next batch (at most `maxBatch` items), and so
 * on until none is left. An idle key waits only for the end of the current turn; a hot key (one
 * guest IP sending many requests at once) costs one database round trip per batch instead of one
 * per call. Waiting for the turn's end matters with embedded PGlite, whose statements run inside
 * this thread: without it each call would run and finish before the next request was even read.
 */
export function createKeyedBatcher<Item, Result>(
  run: (items: Item[]) => Promise<Result[]>,
  maxBatch = 256,
): (key: string, item: Item) => Promise<Result> {
  const queues = new Map<string, Array<Waiting<Item, Result>>>();

  function next(key: string, queue: Array<Waiting<Item, Result>>) {
    const batch = queue.splice(0, maxBatch);
    if (batch.length === 0) {
      queues.delete(key);
      return;
    }
    Promise.resolve()
      .then(() => run(batch.map((w) => w.item)))
      .then(
        (results) => batch.forEach((w, i) => w.resolve(results[i]!)),
        (err: unknown) => batch.forEach((w) => w.reject(err)),
      )
      .finally(() => setImmediate(next, key, queue));
  }

  return (key, item) =>
    new Promise<Result>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const fresh = [{ item, resolve, reject }];
      queues.set(key, fresh);
      setImmediate(next, key, fresh);
    });
}
