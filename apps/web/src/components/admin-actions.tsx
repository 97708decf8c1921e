import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';

/** The edit action of a back-office row or card; `label` names the thing for assistive technology. */
export function EditButton({
  label,
  onClick,
  link = false,
}: {
  label: string;
  onClick: () => void;
  link?: boolean;
}) {
  return (
    <Button
      size="small"
      type={link ? 'link' : 'default'}
      icon={<EditOutlined />}
      onClick={onClick}
      aria-label={label}
    >
      编辑
    </Button>
  );
}

/**
 * A button that asks first (back-office §5 confirmations) and calls onConfirm only on OK. `danger`
 * makes both the button and the OK red; `label` names the action for assistive technology when the
 * button's text alone does not say which row it acts on.
 */
export function ConfirmButton({
  confirm,
  onConfirm,
  children,
  okText = '确定',
  danger = false,
  label,
  icon,
  type = 'default',
  loading,
  disabled,
}: {
  confirm: ReactNode;
  onConfirm: () => unknown;
  children: ReactNode;
  okText?: string;
  danger?: boolean;
  label?: string;
  icon?: ReactNode;
  type?: 'default' | 'primary' | 'link';
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <Popconfirm
      destroyOnHidden
      title={confirm}
      okText={okText}
      okButtonProps={danger ? { danger: true } : undefined}
      cancelText="取消"
      onConfirm={onConfirm}
      disabled={disabled}
    >
      <Button
        size="small"
        type={type}
        danger={danger}
        icon={icon}
        loading={loading}
        disabled={disabled}
        aria-label={label}
      >
        {children}
      </Button>
    </Popconfirm>
  );
}

/** The delete action: asks `confirm` first, then calls onConfirm. */
export function DeleteButton({
  label,
  confirm,
  onConfirm,
  link = false,
}: {
  label: string;
  confirm: string;
  onConfirm: () => Promise<void>;
  link?: boolean;
}) {
  return (
    <ConfirmButton
      confirm={confirm}
      onConfirm={onConfirm}
      okText="删除"
      danger
      label={label}
      icon={<DeleteOutlined />}
      type={link ? 'link' : 'default'}
    >
      删除
    </ConfirmButton>
  );
}
