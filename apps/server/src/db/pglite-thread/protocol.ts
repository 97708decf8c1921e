// Messages between the server thread and the thread that runs embedded PGlite.

/** What a query may ask of PGlite across the thread: functions cannot cross, so parsers that keep a type's text are sent as type ids. */
export interface CrossQueryOptions {
  rowMode?: 'array' | 'object';
  textTypes?: number[];
  paramTypes?: number[];
}

export type ToDbThread =
  | {
      id: number;
      op: 'query';
      tx?: number;
      sql: string;
      params: unknown[];
      options: CrossQueryOptions;
    }
  | { id: number; op: 'exec'; tx?: number; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A PostgreSQL error's fields (code, constraint, detail…) survive the crossing; an Error's own properties would not. */
export interface CrossError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type FromDbThread =
  | { op: 'ready' }
  | { op: 'failed'; error: CrossError }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: CrossError };

export function crossError(err: unknown): CrossError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(err))
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  return { name: err.name, message: err.message, fields };
}

export function errorFrom(e: CrossError): Error {
  const err = Object.assign(new Error(e.message), e.fields);
  err.name = e.name;
  return err;
}
