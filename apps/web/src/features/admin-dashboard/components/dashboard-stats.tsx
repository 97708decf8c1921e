import { Alert, Card, Col, List, Row, Skeleton, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatYuan, MSG, ORDER_STATUS_NAMES } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { useLatestComments } from '../api/get-latest-comments';
import { useOrderStatistics } from '../api/get-order-statistics';
import { RevenueChart } from './revenue-chart';

const yuan = (v: number | string | undefined) => formatYuan(Number(v ?? 0));

/** back-office §2.4 dashboard: the order statistics of §7 plus what a site owner checks every day. */
export function DashboardStats() {
  const { data: s, error, isPending } = useOrderStatistics();
  const comments = useLatestComments(5);
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error)
    return <Alert type="error" showIcon message={errorMessage(error, MSG.billing.statsFailed)} />;
  const cards: Array<[string, number | string, ((v: number | string | undefined) => string)?]> = [
    ['总收入', s.total_amount, yuan],
    ['今日收入', s.today_amount, yuan],
    ['订单总数', s.total_orders],
    ['已支付订单', s.paid_orders],
    ['待支付订单', s.pending_orders],
    ['已取消订单', s.cancelled_orders],
    ['用户总数', s.total_users],
    ['今日新增用户', s.today_new_users],
    ['有效会员', s.active_members],
    ['今日翻译次数', s.today_translations],
    ['今日注音次数', s.today_annotations],
    ['今日支付订单', s.today_paid_orders],
  ];
  return (
    <div className="yx-dashboard" data-testid="dashboard-stats">
      <Row gutter={[16, 16]}>
        {cards.map(([title, value, fmt]) => (
          <Col key={title} xs={12} md={8} xl={6}>
            <Card size="small">
              <Statistic title={title} value={value} formatter={fmt ? (v) => fmt(v) : undefined} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={14}>
          <Card size="small" title="近30天收入">
            <RevenueChart data={s.revenue_by_day} />
            <Typography.Text type="secondary">
              近30天新增用户 {s.new_users_by_day.reduce((n, d) => n + d.count, 0)} 人
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="最近订单">
            <List
              size="small"
              dataSource={s.recent_orders}
              locale={{ emptyText: '暂无订单' }}
              renderItem={(o) => (
                <List.Item extra={yuan(o.amount)}>
                  <List.Item.Meta
                    title={`${o.username} · ${o.product_title}`}
                    description={`${ORDER_STATUS_NAMES[o.status]} · ${dayjs(o.created_at).format('MM-DD HH:mm')}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title="最新评论">
            <List
              size="small"
              loading={comments.isPending}
              dataSource={comments.data ?? []}
              locale={{ emptyText: '暂无评论' }}
              renderItem={(c) => (
                <List.Item>
                  <List.Item.Meta
                    title={`${c.username} 评论《${c.article_title}》 · ${dayjs(c.created_at).format('MM-DD HH:mm')}`}
                    description={c.content}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
