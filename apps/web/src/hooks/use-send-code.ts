import { useCallback, useState } from 'react';
import { App, type FormInstance } from 'antd';
import { LIMITS, MSG } from '@yuexue/contract';
import { authApi, type VerifyPurpose } from '../lib/auth-api';
import { ApiError, errorMessage } from '../lib/api-client';
import { useCountdown } from './use-countdown';

/**
 * Sends an e-mail code and runs the resend countdown. Resolves true when a code is on its way;
 * a "wait N seconds" answer restarts the countdown from the server's figure.
 */
export function useSendCode(purpose: VerifyPurpose) {
  const { message } = App.useApp();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  /**
   * `username` (registration) is checked by the server at this step; `onRefused` may show a refusal
   * in the form itself and return true, instead of the toast.
   */
  const send = useCallback(
    async (
      email: string,
      opts: { username?: string; onRefused?: (err: unknown) => boolean } = {},
    ): Promise<boolean> => {
      setSending(true);
      try {
        const answer = await authApi.sendCode(email, purpose, opts.username);
        start(LIMITS.verification.resendSeconds);
        setSentTo(email);
        void message.success(answer.message ?? MSG.auth.codeSent, LIMITS.codeSentNoteMs / 1000);
        return true;
      } catch (err) {
        if (
          err instanceof ApiError &&
          err.retryAfter &&
          err.retryAfter <= LIMITS.verification.resendSeconds
        )
          start(err.retryAfter);
        if (!opts.onRefused?.(err)) void message.error(errorMessage(err, MSG.auth.sendCodeFailed));
        return false;
      } finally {
        setSending(false);
      }
    },
    [purpose, message, start],
  );

  /** Validates the form's e-mail field, then sends to it. */
  const sendToField = useCallback(
    async (form: FormInstance, field = 'email'): Promise<boolean> => {
      try {
        await form.validateFields([field]);
      } catch {
        return false;
      }
      return send(String(form.getFieldValue(field)).trim());
    },
    [send],
  );

  return { send, sendToField, sending, remaining, sentTo };
}
