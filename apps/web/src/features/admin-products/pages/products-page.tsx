import { Alert, App, Button, Card, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatDuration, formatYuan, MSG, type AdminProduct } from '@yuexue/contract';
import { StaffScreen } from '../../../components/staff-screen';
import { errorMessage } from '../../../lib/api-client';
import { useAdminProducts, useDeleteProduct } from '../api/products';
import { ProductFormModal } from '../components/product-form-modal';
import { ScrollTable } from '../../../components/scroll-table';
import { ConfirmButton } from '../../../components/admin-actions';

const B = MSG.billing;
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** back-office §2.7 membership products (admins only: a creator sees only the refusal). */
export function ProductsPage() {
  return (
    <StaffScreen adminOnly>
      <ProductsScreen />
    </StaffScreen>
  );
}

function ProductsScreen() {
  const { message } = App.useApp();
  const list = useAdminProducts();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<AdminProduct | 'new'>();

  const del = async (p: AdminProduct) => {
    try {
      const res = await remove.mutateAsync(p.id);
      void message.success(res.message);
    } catch (err) {
      void message.error(errorMessage(err, B.productDeleteFailed));
    }
  };

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={1} className="yx-admin__page-title" style={{ margin: 0 }}>
          会员产品
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新增产品
        </Button>
      </Space>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          message={errorMessage(list.error, B.productListFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ScrollTable<AdminProduct>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        scrollX={900}
        aria-label="会员产品列表"
        locale={{ emptyText: B.noProducts }}
        columns={[
          { title: '排序', dataIndex: 'sort_order', width: 64 },
          { title: '名称', dataIndex: 'title' },
          {
            title: '价格',
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => formatYuan(v),
          },
          {
            title: '促销',
            key: 'promotion',
            render: (_, p) =>
              p.promotion_price === null ? (
                '—'
              ) : (
                <Space direction="vertical" size={0}>
                  <span>
                    {formatYuan(p.promotion_price)}{' '}
                    {p.is_promotion ? <Tag color="red">进行中</Tag> : null}
                  </span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {time(p.promotion_start_time)} ~ {time(p.promotion_end_time)}
                  </Typography.Text>
                </Space>
              ),
          },
          {
            title: '时长',
            dataIndex: 'total_days',
            render: (v: number) => `${formatDuration(v)}（${v} 天）`,
          },
          {
            title: '限购',
            dataIndex: 'purchase_limit',
            render: (v: number) => (v === 0 ? '不限' : `${v} 次`),
          },
          { title: '已售', dataIndex: 'paid_orders' },
          {
            title: '操作',
            key: 'actions',
            render: (_, p) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(p)}>
                  编辑
                </Button>
                <ConfirmButton
                  confirm="确定要删除这个产品吗？已有订单的产品将改为下架。"
                  onConfirm={() => del(p)}
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
      {editing ? (
        <ProductFormModal
          product={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void message.success(B.productSaved);
          }}
        />
      ) : null}
    </Card>
  );
}
