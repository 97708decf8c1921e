import { Alert, App, Button, Card, Input, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  formatYuan,
  LIMITS,
  MSG,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  PAY_TYPE_NAMES,
  type Order,
  type OrderStatus,
} from '@yuexue/contract';
import { StaffScreen } from '../../../components/staff-screen';
import { errorMessage } from '../../../lib/api-client';
import { useOrders } from '../api/get-orders';
import { useDeleteOrder, useUpdateOrderStatus } from '../api/update-order';
import { FirstPagesPager } from '../components/first-pages-pager';
import { OrderDetailModal } from '../components/order-detail-modal';
import { OrderStatusTag } from '../components/order-status-tag';
import { ConfirmSandboxButton } from '../components/confirm-sandbox-button';
import { PaymentModeNotice } from '../components/payment-mode-notice';
import { ScrollTable } from '../../../components/scroll-table';
import { ConfirmButton } from '../../../components/admin-actions';

const B = MSG.billing;

/** back-office §2.5 order management (admins only: a creator sees only the refusal). */
export function OrdersPage() {
  return (
    <StaffScreen adminOnly>
      <OrdersScreen />
    </StaffScreen>
  );
}

function OrdersScreen() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus>();
  const [detail, setDetail] = useState<number>();
  const list = useOrders({ page, limit: LIMITS.pageSize.adminOrders, search, status });
  const update = useUpdateOrderStatus();
  const remove = useDeleteOrder();

  const setOrderStatus = async (o: Order, next: OrderStatus) => {
    try {
      await update.mutateAsync({ id: o.id, status: next });
      void message.success(B.orderUpdated);
    } catch (err) {
      void message.error(errorMessage(err, B.orderUpdateFailed));
    }
  };
  const deleteOrder = async (o: Order) => {
    try {
      await remove.mutateAsync(o.id);
      void message.success(B.orderDeleted);
    } catch (err) {
      void message.error(errorMessage(err, B.orderDeleteFailed));
    }
  };

  return (
    <Card>
      <Typography.Title level={1} className="yx-admin__page-title">
        订单管理
      </Typography.Title>
      <PaymentModeNotice />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="订单号 / 用户名 / 产品"
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          style={{ width: 280 }}
          aria-label="搜索订单"
        />
        <Select
          allowClear
          placeholder="全部状态"
          value={status}
          onChange={(v: OrderStatus | undefined) => {
            setStatus(v);
            setPage(1);
          }}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_NAMES[s] }))}
          style={{ width: 140 }}
          aria-label="订单状态"
        />
      </Space>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          message={errorMessage(list.error, B.orderListFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ScrollTable<Order>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={false}
        scrollX={960}
        aria-label="订单列表"
        columns={[
          {
            title: '订单号',
            dataIndex: 'order_id',
            render: (v: string, o) => (
              <Button type="link" size="small" onClick={() => setDetail(o.id)}>
                {v}
              </Button>
            ),
          },
          { title: '用户', dataIndex: 'username' },
          { title: '产品', dataIndex: 'product_title' },
          {
            title: '金额',
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => formatYuan(v),
          },
          {
            title: '支付方式',
            dataIndex: 'pay_type',
            render: (v: Order['pay_type']) => PAY_TYPE_NAMES[v],
          },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: OrderStatus) => <OrderStatusTag status={v} />,
          },
          {
            title: '创建时间',
            dataIndex: 'created_at',
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: '操作',
            key: 'actions',
            // Fixed, as in the other back-office tables: on a phone 确认收款 is in reach without scrolling sideways.
            fixed: 'right',
            width: 176,
            render: (_, o) => (
              <Space size={4} wrap>
                <ConfirmSandboxButton order={o} />
                <Button size="small" onClick={() => setDetail(o.id)}>
                  详情
                </Button>
                {ORDER_STATUSES.filter((s) => s !== o.status).map((s) => (
                  <ConfirmButton
                    key={s}
                    confirm={`确定将订单改为“${ORDER_STATUS_NAMES[s]}”吗？`}
                    onConfirm={() => setOrderStatus(o, s)}
                  >
                    设为{ORDER_STATUS_NAMES[s]}
                  </ConfirmButton>
                ))}
                <ConfirmButton
                  confirm="确定要删除这个订单吗？"
                  onConfirm={() => deleteOrder(o)}
                  okText="删除"
                  danger
                >
                  删除
                </ConfirmButton>
              </Space>
            ),
          },
        ]}
      />
      <div
        className="yx-admin-orders__footer"
        style={{
          marginTop: 16,
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 8,
        }}
      >
        <Typography.Text type="secondary">共 {list.data?.total_count ?? 0} 个订单</Typography.Text>
        <FirstPagesPager page={page} totalPages={list.data?.total_pages ?? 0} onChange={setPage} />
      </div>
      <OrderDetailModal id={detail} onClose={() => setDetail(undefined)} />
    </Card>
  );
}
