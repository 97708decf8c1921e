import type { ErrorCode } from '@yuexue/contract';

/** An expected failure: becomes the spec's envelope with this status, message and code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request') =>
  new HttpError(400, message, code);
export const unauthorized = (message: string) => new HttpError(401, message, 'unauthorized');
export const forbidden = (message: string, code: ErrorCode = 'forbidden') =>
  new HttpError(403, message, code);
export const notFound = (message: string) => new HttpError(404, message, 'not_found');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    'too_many_requests',
    retryAfterSeconds ? { retry_after: retryAfterSeconds } : {},
  );
