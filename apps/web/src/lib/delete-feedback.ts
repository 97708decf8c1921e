import { App } from 'antd';
import { failureText } from './failure-text';

/**
 * Runs a back-office delete: a toast when it is gone, else a dialog that says why (the server's
 * message), which a toast would hide too soon. Resolves whether the delete happened.
 */
export function useDeleteFeedback() {
  const { message, modal } = App.useApp();
  return async (
    run: () => Promise<unknown>,
    text: { done: string; failed: string },
  ): Promise<boolean> => {
    try {
      await run();
      void message.success(text.done);
      return true;
    } catch (err) {
      modal.error({ title: text.failed, content: failureText(err, text.failed), okText: '知道了' });
      return false;
    }
  };
}
