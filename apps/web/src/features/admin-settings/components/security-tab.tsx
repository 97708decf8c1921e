import { Button, Form, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ipEntryProblem, MSG } from '@yuexue/contract';
import { CategoryForm } from './category-form';

const M = MSG.adminSettings;

/** An IP list with an input, an add button and a table with delete; a malformed or repeated entry is refused as it is added. */
function IpList({
  value = [],
  onChange,
  empty,
  label,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  empty: string;
  label: string;
}) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = () => {
    const entry = draft.trim();
    const why = ipEntryProblem(entry) ?? (value.includes(entry) ? M.ipDuplicate : undefined);
    setProblem(why);
    if (why) return;
    setDraft('');
    onChange?.([...value, entry]);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Input
          value={draft}
          status={problem ? 'error' : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(undefined);
          }}
          onPressEnter={(e) => (e.preventDefault(), add())}
          placeholder="IPv4、IPv6 或 CIDR 网段，如 203.0.113.0/24"
          aria-label={`${label}IP`}
          aria-invalid={!!problem}
        />
        <Button onClick={add}>添加</Button>
      </Space.Compact>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
      <Table
        size="small"
        rowKey={(ip) => ip}
        dataSource={value}
        pagination={false}
        locale={{ emptyText: empty }}
        columns={[
          { title: 'IP / 网段', render: (_, ip: string) => ip },
          {
            title: '操作',
            width: 90,
            render: (_, ip: string) => (
              <Button size="small" danger onClick={() => onChange?.(value.filter((v) => v !== ip))}>
                删除
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}

/** Security: the IP blacklist (blocked from the site) and whitelist (allowed even in maintenance mode). */
export function SecurityTab() {
  return (
    <CategoryForm category="security">
      <Form.Item name="blacklist_ips" label="IP 黑名单（禁止访问本站）">
        <IpList empty={M.noBlacklist} label="黑名单" />
      </Form.Item>
      <Form.Item name="whitelist_ips" label="IP 白名单（始终允许访问，维护模式下也可访问）">
        <IpList empty={M.noWhitelist} label="白名单" />
      </Form.Item>
    </CategoryForm>
  );
}
