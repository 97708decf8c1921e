import { z } from 'zod';

/** Machine-readable error codes carried beside the zh-CN message. */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'ip_blocked',
  'maintenance',
  'banned',
  'registration_closed',
  'daily_limit_reached',
  'chars_per_request_exceeded',
  'daily_chars_reached',
  'forbidden_by_role',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The spec's failure envelope: status false, a zh-CN message in error (and reason), a code. */
export const failureSchema = z.object({
  status: z.literal(false),
  error: z.string(),
  reason: z.string().optional(),
  code: z.string().optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export const okSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), data, error: z.string().optional() });

/** A success that also says something to show (e.g. "already there"). */
export const okMessageSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), data, message: z.string() });

export const okListSchema = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(true), data: z.array(item), total: z.number().int() });

export const okEmptySchema = z.object({ status: z.literal(true), message: z.string().optional() });

export function failure(error: string, code?: ErrorCode): Failure {
  return code
    ? { status: false, error, reason: error, code }
    : { status: false, error, reason: error };
}
