import type { Results } from '@electric-sql/pglite';
import {
  errorFrom,
  type CrossQueryOptions,
  type FromDbThread,
  type ToDbThread,
} from './protocol.js';
import type { DbThreadData } from './worker.js';
import { startModuleWorker } from '../../lib/module-worker.js';

const WORKER_URL = new URL('./worker.js', import.meta.url);

type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (text: string, typeId: number) => unknown>;
  paramTypes?: number[];
};

/** The part of PGlite's interface that drizzle's PGlite driver uses, for a query or a transaction. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteThread extends PgliteQueries {
  transaction<T>(run: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Only parsers that keep a type's text can cross to the database thread (drizzle's are such). */
function crossOptions(o: QueryOptions = {}): CrossQueryOptions {
  const textTypes = Object.entries(o.parsers ?? {}).map(([type, parse]) => {
    if (parse('0', Number(type)) !== '0')
      throw new Error(`a parser for type ${type} cannot run in the database thread`);
    return Number(type);
  });
  return { rowMode: o.rowMode, paramTypes: o.paramTypes, textTypes };
}

/**
 * Starts embedded PGlite on its own thread, opens `dir` and applies the migrations there; resolves
 * once it is ready. A PGlite-shaped client, so drizzle's PGlite driver runs on it unchanged.
 */
export async function startPgliteThread(data: DbThreadData): Promise<PgliteThread> {
  const worker = startModuleWorker(WORKER_URL, { workerData: data });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let gone: Error | undefined;
  let started!: { resolve: () => void; reject: (e: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (started = { resolve, reject }));

  const fail = (err: Error) => {
    gone ??= err;
    started.reject(gone);
    for (const w of waiting.values()) w.reject(gone);
    waiting.clear();
  };
  worker.on('message', (m: FromDbThread) => {
    if ('op' in m) {
      if (m.op === 'ready') started.resolve();
      else fail(errorFrom(m.error));
      return;
    }
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.ok) w.resolve(m.value);
    else w.reject(errorFrom(m.error));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));

  type Request = ToDbThread extends infer M
    ? M extends { id: number }
      ? Omit<M, 'id'>
      : never
    : never;
  const ask = <T>(message: Request): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...message, id } as ToDbThread);
    });
  };
  const queries = (tx?: number): PgliteQueries => ({
    query: (sql, params = [], options) =>
      ask({ op: 'query', tx, sql, params, options: crossOptions(options) }),
    exec: (sql) => ask({ op: 'exec', tx, sql }),
  });

  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  return {
    ...queries(),
    async transaction(run) {
      const tx = await ask<number>({ op: 'begin' });
      let result;
      try {
        result = await run(queries(tx));
      } catch (err) {
        await ask({ op: 'end', tx, commit: false }).catch(() => {});
        throw err;
      }
      await ask({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (!gone) await ask({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
