import { LIMITS, MSG } from '@yuexue/contract';
import { getToken, removeToken } from './token-storage';

/** A failed call: the HTTP status (0 when no response arrived), the server's code and its zh-CN message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** Seconds to wait, from a 429 answer. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export const API_BASE = '/api';

/** Called when the server answers 401, or 403 `banned`: the session is over. */
type SessionEndedHandler = (error: ApiError) => void;
let onSessionEnded: SessionEndedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign(loginPathFor(currentPath()));
};

export function configureApiClient(handlers: { onSessionEnded: SessionEndedHandler }): void {
  onSessionEnded = handlers.onSessionEnded;
}

export const currentPath = () =>
  window.location.pathname + window.location.search + window.location.hash;

/** `/login?redirect=<path>` — the path the user meant to open, so login can send them back. */
export function loginPathFor(path: string): string {
  if (!path || path === '/' || path.startsWith('/login')) return '/login';
  // "/" is legal in a query value; keeping it readable gives /login?redirect=/admin/users.
  return `/login?redirect=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
}

/** Only same-site paths are followed after login (never `//evil.example` or `https://…`). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

/** public-site §8 HTTP handling: these go to the console only; the user sees the server's own message. */
function logHttpFailure(status: number, code: string | undefined): void {
  const C = MSG.common;
  // 503 is not an internal error: maintenance mode (or a restart) refuses on purpose (issue 26).
  const unavailable = code === 'maintenance' ? C.maintenance : C.unavailable;
  const text =
    status === 401
      ? C.authFailed
      : status === 403
        ? C.forbidden
        : status === 404
          ? C.notFound
          : status === 503
            ? unavailable
            : status >= 500
              ? C.internal
              : undefined;
  if (text) console.error(`[api] ${status} ${text}`);
}

function buildUrl(path: string, query?: Query): string {
  const url = API_BASE + path;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readJson(res: Response): Promise<Record<string, unknown> | undefined> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const defaultMessage = (status: number) =>
  status === 401
    ? MSG.common.unauthorized
    : status === 403
      ? MSG.common.forbidden
      : status === 404
        ? MSG.common.notFound
        : status === 429
          ? MSG.common.tooMany
          : status === 503
            ? MSG.common.unavailable
            : status >= 500
              ? MSG.common.internal
              : MSG.common.badRequest;

/**
 * The one way the web app talks to the API (public-site §7): base /api, 30 s timeout, bearer token,
 * JSON and no-cache headers; the body is read on every status and a failure throws an ApiError
 * carrying the server's zh-CN message.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // A FormData body (multipart forms, uploads) sets its own content type with the boundary.
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = {
    ...(isForm ? {} : { 'Content-Type': 'application/json' }),
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    Expires: '0',
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: string | FormData | undefined;
  try {
    // Fastify refuses an empty body declared as JSON, so body-less writes send {}.
    body =
      method === 'GET'
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body ?? {});
  } catch (err) {
    console.error(`[api] ${MSG.common.requestConfig}`, err);
    throw new ApiError(MSG.common.requestConfig, 0, 'request_config');
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? LIMITS.apiTimeoutMs);
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeout.signal])
    : timeout.signal;

  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal,
      cache: 'no-store',
    });
  } catch (err) {
    clearTimeout(timer);
    if (options.signal?.aborted) throw err;
    if (timeout.signal.aborted) {
      console.error(`[api] ${MSG.common.timeout}`);
      throw new ApiError(MSG.common.timeout, 0, 'timeout');
    }
    console.error(`[api] ${MSG.common.cannotConnect}`, err);
    throw new ApiError(MSG.common.network, 0, 'network');
  }

  let json: Record<string, unknown> | undefined;
  try {
    json = await readJson(res);
  } finally {
    clearTimeout(timer);
  }

  if (!res.ok || json?.status === false) {
    const code = typeof json?.code === 'string' ? json.code : undefined;
    logHttpFailure(res.status, code);
    const message =
      typeof json?.error === 'string' && json.error ? json.error : defaultMessage(res.status);
    const retryAfter = typeof json?.retry_after === 'number' ? json.retry_after : undefined;
    const error = new ApiError(message, res.status, code, retryAfter);
    if ((res.status === 401 && token) || code === 'banned') {
      removeToken();
      onSessionEnded(error);
    }
    throw error;
  }
  return json as T;
}

export const apiGet = <T>(path: string, query?: Query) =>
  apiRequest<T>(path, { method: 'GET', query });
export const apiPost = <T>(path: string, body?: unknown) =>
  apiRequest<T>(path, { method: 'POST', body });

/** The zh-CN text to show for any thrown value, with the caller's default for unknown failures. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError ? err.message : fallback;
}
