// The thread that owns embedded PGlite. PGlite runs PostgreSQL inside the calling thread, so every
// statement run on the server's thread stalls its event loop for as long as the statement takes (a
// batch of an Excel import: tens of ms). Here they stall only this thread; the server thread waits
// for answers like it waits for a PostgreSQL server.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { parentPort, workerData } from 'node:worker_threads';
import {
  crossError,
  type CrossQueryOptions,
  type FromDbThread,
  type ToDbThread,
} from './protocol.js';

export interface DbThreadData {
  dir: string;
  migrationsFolder: string;
}

const port = parentPort!;
const { dir, migrationsFolder } = workerData as DbThreadData;
const send = (m: FromDbThread) => port.postMessage(m);
const keepText = (v: string) => v;

const db = new PGlite(dir);
const open = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
>();
let nextTx = 1;

const queryOptions = (o: CrossQueryOptions) => ({
  rowMode: o.rowMode,
  paramTypes: o.paramTypes,
  parsers: o.textTypes ? Object.fromEntries(o.textTypes.map((t) => [t, keepText])) : undefined,
});

/** Opens a transaction that stays open, holding PGlite's transaction lock, until its `end` arrives. */
function begin(): Promise<number> {
  return new Promise((resolve, reject) => {
    const id = nextTx++;
    let end!: (commit: boolean) => void;
    const ended = new Promise<boolean>((r) => (end = r));
    const ROLLBACK = Symbol('rollback');
    const done = db
      .transaction(async (tx) => {
        open.set(id, { tx, end, done });
        resolve(id);
        if (!(await ended)) throw ROLLBACK;
      })
      .then(
        () => {},
        (err) => {
          if (err !== ROLLBACK) throw err;
        },
      )
      .finally(() => open.delete(id));
    done.catch(reject);
  });
}

async function handle(m: ToDbThread): Promise<unknown> {
  const runner = (tx?: number) => {
    if (tx === undefined) return db;
    const t = open.get(tx);
    if (!t) throw new Error(`transaction ${tx} is not open`);
    return t.tx;
  };
  switch (m.op) {
    case 'query':
      return runner(m.tx).query(m.sql, m.params, queryOptions(m.options));
    case 'exec':
      return runner(m.tx).exec(m.sql);
    case 'begin':
      return begin();
    case 'end': {
      const t = open.get(m.tx);
      if (!t) throw new Error(`transaction ${m.tx} is not open`);
      t.end(m.commit);
      return t.done;
    }
    case 'close':
      await db.close();
      return undefined;
  }
}

port.on('message', (m: ToDbThread) => {
  handle(m).then(
    (value) => send({ id: m.id, ok: true, value }),
    (err) => send({ id: m.id, ok: false, error: crossError(err) }),
  );
});

try {
  await db.waitReady;
  await migrate(drizzle(db), { migrationsFolder });
  send({ op: 'ready' });
} catch (err) {
  send({ op: 'failed', error: crossError(err) });
}
