import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The centred card every sign-in page sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="yx-auth">
      <Card className="yx-auth__card" variant="borderless">
        <Typography.Title level={1} className="yx-auth__title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
      </Card>
    </div>
  );
}
