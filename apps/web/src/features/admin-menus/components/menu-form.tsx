import { Button, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import {
  isSafeUrl,
  MENU_LIMITS,
  MSG,
  NAVBAR_ICONS,
  type MenuAddBody,
  type MenuItem,
} from '@yuexue/contract';
import type { MenuTab } from '../lib/menu-tabs';

const M = MSG.adminMenus;

interface Values {
  title: string;
  url: string;
  icon: string;
  parent_id: number;
  sort_order: number;
  is_visible: boolean;
}

const ICON_LABELS: Record<(typeof NAVBAR_ICONS)[number], string> = {
  home: '首页 (home)',
  class: '课程 (class)',
  collect: '收藏 (collect)',
  info: '信息 (info)',
};

/**
 * back-office §2.12 add/edit form of one tab. The tab fixes position and category; the icon
 * field shows only on the navigation tab. The page remounts it (key) to reset it (§4).
 */
export function MenuForm({
  tab,
  item,
  parents,
  saving,
  onSave,
  onCancel,
}: {
  tab: MenuTab;
  item: MenuItem | undefined;
  parents: MenuItem[];
  saving: boolean;
  onSave: (body: MenuAddBody) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const navbar = tab.position === 'navbar';
  const initial: Values = item
    ? {
        title: item.title,
        url: item.url,
        icon: item.icon,
        parent_id: item.parent_id,
        sort_order: item.sort_order,
        is_visible: item.is_visible,
      }
    : { title: '', url: '', icon: '', parent_id: 0, sort_order: 0, is_visible: true };

  const submit = (v: Values) =>
    onSave({
      title: v.title.trim(),
      url: v.url.trim(),
      icon: navbar ? (v.icon as MenuAddBody['icon']) : '',
      parent_id: v.parent_id ?? 0,
      sort_order: v.sort_order ?? 0,
      is_visible: v.is_visible,
      position: tab.position,
      category: tab.category,
    });

  return (
    <Form
      form={form}
      layout="vertical"
      name="menu-form"
      initialValues={initial}
      onFinish={submit}
      aria-label={item ? '编辑菜单' : '添加菜单'}
    >
      <Typography.Title level={2} className="yx-admin-menus__form-title">
        {item ? `编辑菜单：${item.title}` : `添加${tab.label}`}
      </Typography.Title>
      <Form.Item
        name="title"
        label="菜单名称"
        rules={[
          { required: true, whitespace: true, message: M.titleRequired },
          {
            validator: (_, v: string) =>
              [...(v ?? '').trim()].length <= MENU_LIMITS.title
                ? Promise.resolve()
                : Promise.reject(new Error(M.titleTooLong)),
          },
        ]}
      >
        <Input maxLength={MENU_LIMITS.title} />
      </Form.Item>
      <Form.Item
        name="url"
        label="菜单路径"
        extra="站内路径以 / 开头，或 http(s) 链接"
        rules={[
          { required: true, whitespace: true, message: M.urlRequired },
          {
            validator: (_, v: string) =>
              !v?.trim() || isSafeUrl(v.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(M.urlInvalid)),
          },
        ]}
      >
        <Input maxLength={MENU_LIMITS.url} placeholder="/article" />
      </Form.Item>
      {navbar ? (
        <Form.Item name="icon" label="图标" extra="图标文件位于 assets/navbar 目录">
          <Select
            options={[
              { value: '', label: '无' },
              ...NAVBAR_ICONS.map((i) => ({ value: i, label: ICON_LABELS[i] })),
            ]}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="parent_id" label="上级菜单">
        <Select
          options={[
            { value: 0, label: '无（顶层）' },
            ...parents
              .filter((p) => p.id !== item?.id && !p.parent_id)
              .map((p) => ({ value: p.id, label: p.title })),
          ]}
        />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item
          name="sort_order"
          label="排序（越小越靠前）"
          rules={[
            { type: 'integer', min: 0, max: MENU_LIMITS.maxSortOrder, message: M.sortOrderInvalid },
          ]}
        >
          <InputNumber min={0} max={MENU_LIMITS.maxSortOrder} precision={0} />
        </Form.Item>
        <Form.Item name="is_visible" label="显示" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {item ? '保存修改' : '添加'}
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Space>
    </Form>
  );
}
