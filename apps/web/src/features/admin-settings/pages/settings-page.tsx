import { Card, Typography } from 'antd';
import { PageTabs } from '../../../components/page-tabs';
import { StaffScreen } from '../../../components/staff-screen';
import { EmailTab } from '../components/email-tab';
import { GeneralTab } from '../components/general-tab';
import { OAuthTab, PaymentTab } from '../components/oauth-payment-tabs';
import { SecurityTab } from '../components/security-tab';
import { UseLimitTab } from '../components/use-limit-tab';

/** back-office §2.13: six tabs, general by default; switching a tab loads that category. */
export function SettingsPage() {
  return (
    <StaffScreen adminOnly>
      <Card>
        <Typography.Title level={1} className="yx-admin__page-title" style={{ marginTop: 0 }}>
          系统设置
        </Typography.Title>
        <PageTabs
          destroyOnHidden
          items={[
            { key: 'general', label: '基本设置', children: <GeneralTab /> },
            { key: 'email', label: '邮件设置', children: <EmailTab /> },
            { key: 'oauth', label: '第三方登录', children: <OAuthTab /> },
            { key: 'payment', label: '支付设置', children: <PaymentTab /> },
            { key: 'security', label: '安全设置', children: <SecurityTab /> },
            { key: 'use_limit', label: '使用限制', children: <UseLimitTab /> },
          ]}
        />
      </Card>
    </StaffScreen>
  );
}
