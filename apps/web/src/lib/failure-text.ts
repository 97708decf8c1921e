import { MSG } from '@yuexue/contract';
import { ApiError } from './api-client';

/**
 * back-office §8: the server's error when it gave one, else the screen's default; a call that got
 * no answer at all reads "网络错误: <what happened>".
 */
export function failureText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    if (err.status === 0 && err.code !== 'request_config')
      return MSG.common.networkWith(
        err.code === 'timeout' ? MSG.common.timeout : MSG.common.cannotConnect,
      );
    return err.message || fallback;
  }
  return fallback;
}
