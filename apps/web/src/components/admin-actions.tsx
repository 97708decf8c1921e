import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
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

/** The delete action: asks `confirm` first (back-office §5 delete confirmations), then calls onConfirm. */
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
    <Popconfirm
      destroyOnHidden
      title={confirm}
      okText="删除"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onConfirm={onConfirm}
    >
      <Button
        size="small"
        type={link ? 'link' : 'default'}
        danger
        icon={<DeleteOutlined />}
        aria-label={label}
      >
        删除
      </Button>
    </Popconfirm>
  );
}
