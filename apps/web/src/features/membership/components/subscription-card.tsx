import { Alert, Card, Descriptions, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { MSG, roleDisplayName, type User } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { useSubscription } from '../api/get-subscription';

/** public-site §2 User center — current subscription: role level, member status, expiry, total days. */
export function SubscriptionCard({ user }: { user: User }) {
  const { data, error, isPending } = useSubscription();
  return (
    <Card title="当前订阅" className="yx-section" data-testid="subscription-card">
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : error ? (
        <Alert
          type="error"
          showIcon
          message={errorMessage(error, MSG.billing.fetchSubscriptionFailed)}
        />
      ) : (
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="角色等级">
            <span data-testid="subscription-role">{roleDisplayName(user.role_code)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="会员状态">
            {data.is_active ? (
              <Tag color="success" data-testid="subscription-status">
                有效
              </Tag>
            ) : (
              <Tag data-testid="subscription-status">未开通或已过期</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="到期时间">
            <span data-testid="subscription-expiry">
              {data.subscription
                ? dayjs(data.subscription.expired_at).format('YYYY-MM-DD HH:mm')
                : '—'}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label="累计天数">
            <span data-testid="subscription-days">
              {data.subscription ? `${data.subscription.total_day} 天` : '0 天'}
            </span>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
