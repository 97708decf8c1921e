import { App } from 'antd';
import { ConfirmButton } from '../../../components/admin-actions';
import { formatYuan, MSG, type Order } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmSandboxOrder } from '../api/confirm-sandbox-order';

const B = MSG.billing;

/** 确认收款 for a pending sandbox order: the only way such an order is credited by default (issue 27). */
export function ConfirmSandboxButton({ order }: { order: Order }) {
  const { message } = App.useApp();
  const confirm = useConfirmSandboxOrder();
  if (order.pay_type !== 'sandbox' || order.status !== 0) return null;
  const run = async () => {
    try {
      await confirm.mutateAsync(order.id);
      void message.success(B.sandboxConfirmed);
    } catch (err) {
      void message.error(errorMessage(err, B.orderUpdateFailed));
    }
  };
  return (
    <ConfirmButton
      confirm={`确认已收到 ${order.username} 的 ${formatYuan(order.amount)} 吗？确认后会员立即开通。`}
      onConfirm={run}
      type="primary"
      loading={confirm.isPending}
    >
      确认收款
    </ConfirmButton>
  );
}
