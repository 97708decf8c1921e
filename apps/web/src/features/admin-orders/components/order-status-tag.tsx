import { Tag } from 'antd';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@yuexue/contract';

const COLOURS: Record<OrderStatus, string> = { 0: 'gold', 1: 'green', 2: 'default' };

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={COLOURS[status]}>{ORDER_STATUS_NAMES[status]}</Tag>;
}
