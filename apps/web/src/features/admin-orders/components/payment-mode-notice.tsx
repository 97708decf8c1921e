import { Alert } from 'antd';
import { MSG } from '@yuexue/contract';
import { usePaymentMode } from '../api/get-payment-mode';

const B = MSG.billing;

/**
 * What the orders page says about payments (issue 27): a warning while anyone may confirm a sandbox
 * payment (PAYMENT_SANDBOX=self-confirm), a note that sandbox orders wait for the admin's confirmation,
 * or that WeChat Pay is enabled but incomplete. Nothing once WeChat Pay takes the orders.
 */
export function PaymentModeNotice() {
  const mode = usePaymentMode().data;
  if (!mode || mode.provider === 'wechat') return null;
  const props =
    mode.provider === 'unconfigured'
      ? { type: 'warning' as const, message: B.paymentNotConfigured }
      : mode.sandbox_confirm === 'self'
        ? { type: 'error' as const, message: B.sandboxSelfConfirmWarning }
        : { type: 'info' as const, message: B.sandboxAdminConfirmInfo };
  return (
    <Alert showIcon {...props} style={{ marginBottom: 16 }} data-testid="payment-mode-notice" />
  );
}
