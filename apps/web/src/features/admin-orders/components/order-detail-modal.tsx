import { Alert, Descriptions, Modal, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { formatYuan, MSG, PAY_TYPE_NAMES } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { useOrder } from '../api/get-order';
import { OrderStatusTag } from './order-status-tag';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '—');

export function OrderDetailModal({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { data: o, error, isPending } = useOrder(id);
  return (
    <Modal
      open={id !== undefined}
      title="订单详情"
      onCancel={onClose}
      footer={null}
      width={560}
      destroyOnHidden
    >
      {isPending ? (
        <Skeleton active />
      ) : error ? (
        <Alert type="error" showIcon message={errorMessage(error, MSG.billing.orderLoadFailed)} />
      ) : (
        <Descriptions column={1} bordered size="small" data-testid="order-detail">
          <Descriptions.Item label="订单号">{o.order_id}</Descriptions.Item>
          <Descriptions.Item label="用户">
            {o.username}（ID {o.user_id}）
          </Descriptions.Item>
          <Descriptions.Item label="产品">
            {o.product_title}（{o.total_days} 天）
          </Descriptions.Item>
          <Descriptions.Item label="金额">
            {formatYuan(o.amount)}
            {o.is_promotion ? `（原价 ${formatYuan(o.original_amount)}，促销）` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="支付方式">{PAY_TYPE_NAMES[o.pay_type]}</Descriptions.Item>
          <Descriptions.Item label="设备">{o.device}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <OrderStatusTag status={o.status} />
          </Descriptions.Item>
          <Descriptions.Item label="交易号">{o.transaction_id ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="支付时间">{time(o.paid_at)}</Descriptions.Item>
          <Descriptions.Item label="过期时间">{time(o.expires_at)}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{time(o.created_at)}</Descriptions.Item>
          <Descriptions.Item label="更新时间">{time(o.updated_at)}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
