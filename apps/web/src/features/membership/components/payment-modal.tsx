import { Alert, App, Button, Modal, Result, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatYuan, LIMITS, MSG, type Product } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { SUBSCRIPTION_KEY } from '../api/get-subscription';
import { useInitiatePayment } from '../api/initiate-payment';
import { usePaymentStatus } from '../api/check-payment';

/**
 * public-site §4 Payment: the modal starts the payment, shows our QR code and the amounts, polls the
 * order every 3 s; when paid it says so, reloads the subscription and the user, and closes after 3 s.
 * Mounted per purchase (keyed by the caller), so closing it unmounts it and the polling stops.
 */
export function PaymentModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const initiate = useInitiatePayment();
  const started = initiate.data;
  const status = usePaymentStatus(started?.order_id, true);
  const paid = status.data?.paid === true;
  const cancelled = status.data?.status === 2;
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    initiate.mutate({ product_id: product.id, device: 'web' });
  }, [initiate, product.id]);

  useEffect(() => {
    if (!paid) return;
    void message.success(MSG.billing.paymentSuccess);
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    void useAuthStore
      .getState()
      .fetchUser()
      .catch(() => undefined);
    const timer = setTimeout(onClose, LIMITS.paymentModalCloseMs);
    return () => clearTimeout(timer);
  }, [paid, message, queryClient, onClose]);

  return (
    <Modal
      open
      title={`购买 ${product.title}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={380}
    >
      <div className="yx-payment" data-testid="payment-modal">
        {initiate.isPending ? (
          <Spin tip="正在创建订单…">
            <div className="yx-payment__qr-placeholder" />
          </Spin>
        ) : initiate.isError ? (
          <Alert
            type="error"
            showIcon
            message={errorMessage(initiate.error, MSG.billing.initiatePaymentFailed)}
          />
        ) : started && paid ? (
          <Result status="success" title={MSG.billing.paymentSuccess} />
        ) : started && cancelled ? (
          <Result status="warning" title={MSG.billing.orderExpired} />
        ) : started ? (
          <>
            <img
              className="yx-payment__qr"
              src={started.qr_code_url}
              width={200}
              height={200}
              alt="支付二维码"
              data-testid="payment-qr"
            />
            <div className="yx-payment__amount">
              <Typography.Text>应付金额：</Typography.Text>
              <Typography.Text strong type="danger" data-testid="payment-amount">
                {formatYuan(started.amount)}
              </Typography.Text>
              {started.is_promotion ? (
                <Typography.Text delete type="secondary" data-testid="payment-original-amount">
                  {formatYuan(started.original_amount)}
                </Typography.Text>
              ) : null}
            </div>
            {started.pay_type === 'sandbox' && started.sandbox_confirm !== 'self' ? (
              <Alert
                type="info"
                showIcon
                message={MSG.billing.paymentNotOpen}
                description={MSG.billing.paymentNotOpenDetail}
                data-testid="payment-not-open"
              />
            ) : null}
            {started.pay_type === 'sandbox' ? (
              <Alert
                type="warning"
                showIcon
                message="测试支付（沙箱）：不会产生真实扣款"
                description={
                  <>
                    用手机扫码，或
                    <Button
                      type="link"
                      size="small"
                      href={started.sandbox_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="sandbox-link"
                    >
                      在新窗口打开测试支付页
                    </Button>
                  </>
                }
              />
            ) : (
              <Typography.Paragraph type="secondary">请使用微信扫一扫完成支付</Typography.Paragraph>
            )}
            <Typography.Paragraph type="secondary" className="yx-payment__order">
              订单号：{started.order_id}
            </Typography.Paragraph>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
