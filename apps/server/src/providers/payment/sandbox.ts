import type { PaymentProvider } from './types.js';

export const SANDBOX_PAGE_PATH = '/api/payment/sandbox';

/**
 * The offline default: the QR encodes a page of this site, clearly marked as a test payment. An
 * administrator confirms the payment in the back office (or, with PAYMENT_SANDBOX=self-confirm for a
 * demo, the page's own button does), through the same crediting path as a WeChat Pay notification.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    payType: 'sandbox',
    async createNative(order) {
      return {
        codeUrl: `${order.origin}${SANDBOX_PAGE_PATH}/${encodeURIComponent(order.orderNo)}`,
      };
    },
    // Nothing to ask: a sandbox payment exists only once its confirm button was pressed.
    async queryPaid() {
      return null;
    },
  };
}
