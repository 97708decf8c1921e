import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Empty, List, Row, Spin, Tag, Typography } from 'antd';
import { PageTabs } from '../../../components/page-tabs';
import { useState } from 'react';
import { MSG, type MenuAddBody, type MenuItem } from '@yuexue/contract';
import { AdminPageHead } from '../../../components/admin-page-head';
import { DeleteButton, EditButton } from '../../../components/admin-actions';
import { StaffScreen } from '../../../components/staff-screen';
import { failureText } from '../../../lib/failure-text';
import { useAdminMenus, useDeleteMenu, useSaveMenu } from '../api/menus';
import { MenuForm } from '../components/menu-form';
import { itemsOfTab, MENU_TABS, type MenuTabKey } from '../lib/menu-tabs';
import '../admin-menus.css';

const M = MSG.adminMenus;

/** back-office §2.12 menu management. */
export function MenusPage() {
  return (
    <StaffScreen adminOnly>
      <MenusScreen />
    </StaffScreen>
  );
}

function MenusScreen() {
  const { message } = App.useApp();
  const menus = useAdminMenus();
  const save = useSaveMenu();
  const remove = useDeleteMenu();
  const [tabKey, setTabKey] = useState<MenuTabKey>('navbar');
  const [editing, setEditing] = useState<MenuItem>();
  // Bumped to remount the form in add mode (§4: after save, delete or cancel, and on tab switch).
  const [formRound, setFormRound] = useState(0);
  const [banner, setBanner] = useState<string>();
  const tab = MENU_TABS.find((t) => t.key === tabKey)!;
  const items = itemsOfTab(menus.data ?? [], tab);

  const resetForm = () => {
    setEditing(undefined);
    setFormRound((n) => n + 1);
  };

  const onSave = async (body: MenuAddBody) => {
    setBanner(undefined);
    try {
      await save.mutateAsync({ id: editing?.id, body });
      void message.success(editing ? M.updated : M.added);
      resetForm();
    } catch (err) {
      const text = failureText(err, editing ? M.updateFailed : M.addFailed);
      setBanner(text);
      void message.error(text);
    }
  };

  const onDelete = async (m: MenuItem) => {
    setBanner(undefined);
    try {
      await remove.mutateAsync(m.id);
      void message.success(M.deleted);
      resetForm();
    } catch (err) {
      const text = failureText(err, M.deleteFailed);
      setBanner(text);
      void message.error(text);
    }
  };

  const loadError = menus.error ? failureText(menus.error, M.loadFailed) : undefined;

  return (
    <Card>
      <AdminPageHead title="菜单管理" />
      <PageTabs
        activeKey={tabKey}
        onChange={(k) => {
          setTabKey(k as MenuTabKey);
          setBanner(undefined);
          resetForm();
        }}
        items={MENU_TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      {loadError ? (
        <Alert type="error" showIcon message={loadError} style={{ marginBottom: 16 }} />
      ) : null}
      {banner ? (
        <Alert
          type="error"
          showIcon
          message={banner}
          closable
          onClose={() => setBanner(undefined)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Row gutter={[24, 24]}>
        <Col xs={24} md={11}>
          <div className="yx-admin-menus__list-head">
            <Typography.Text strong>{tab.label}</Typography.Text>
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={resetForm}>
              添加菜单
            </Button>
          </div>
          <Spin spinning={menus.isFetching}>
            <section aria-label={`${tab.label}列表`}>
              {items.length === 0 ? (
                <Empty description={M.noData} image={Empty.PRESENTED_IMAGE_SIMPLE} />
              ) : (
                <List
                  bordered
                  size="small"
                  dataSource={items}
                  renderItem={(m) => (
                    <List.Item
                      className={editing?.id === m.id ? 'yx-admin-menus__item--editing' : undefined}
                      actions={[
                        <EditButton
                          key="edit"
                          link
                          label={`编辑菜单：${m.title}`}
                          onClick={() => setEditing(m)}
                        />,
                        <DeleteButton
                          key="delete"
                          link
                          label={`删除菜单：${m.title}`}
                          confirm={M.confirmDelete}
                          onConfirm={() => onDelete(m)}
                        />,
                      ]}
                    >
                      <List.Item.Meta
                        title={
                          <span>
                            {m.parent_id ? <span aria-hidden="true">└ </span> : null}
                            {m.title}
                            {m.is_visible ? null : (
                              <Tag style={{ marginInlineStart: 8 }}>已隐藏</Tag>
                            )}
                          </span>
                        }
                        description={
                          <span>
                            排序 {m.sort_order} · {m.url}
                          </span>
                        }
                      />
                    </List.Item>
                  )}
                />
              )}
            </section>
          </Spin>
        </Col>
        <Col xs={24} md={13}>
          <MenuForm
            key={`${tab.key}-${editing?.id ?? 'new'}-${formRound}`}
            tab={tab}
            item={editing}
            parents={items}
            saving={save.isPending}
            onSave={(body) => void onSave(body)}
            onCancel={resetForm}
          />
        </Col>
      </Row>
    </Card>
  );
}
