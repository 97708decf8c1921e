import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  FAVORITE_LIMITS,
  LIMITS,
  MSG,
  PHONETIC_TYPES,
  type AdminFavorite,
  type AdminFavoriteBody,
  type PhoneticType,
} from '@yuexue/contract';
import { AdminPageHead, AdminSearch } from '../../../components/admin-page-head';
import { DeleteButton, EditButton } from '../../../components/admin-actions';
import { StaffScreen } from '../../../components/staff-screen';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { failureText } from '../../../lib/failure-text';
import {
  FAVORITES_PAGE_SIZE,
  useAdminFavorites,
  useDeleteFavorite,
  useSaveFavorite,
} from '../api/favorites';
import { FavoriteFormModal } from '../components/favorite-form-modal';
import { ScrollTable } from '../../../components/scroll-table';

const F = MSG.favorites;
const TOAST_SECONDS = LIMITS.toastMs / 1000;

/** §8 Favourites (admin): the server's error, else the plain default; no answer at all → "…try again later". */
const opFailure = (err: unknown, plain: string, later: string) =>
  err instanceof ApiError && err.status === 0 ? later : failureText(err, plain);

/** back-office §2.14 favourites management. */
export function FavoritesPage() {
  return (
    <StaffScreen adminOnly>
      <FavoritesScreen />
    </StaffScreen>
  );
}

function FavoritesScreen() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [phonetic, setPhonetic] = useState<PhoneticType>('pinyin_num');
  const [editing, setEditing] = useState<AdminFavorite | 'new'>();
  const [saveError, setSaveError] = useState<string>();
  const list = useAdminFavorites(page, search);
  const save = useSaveFavorite(page, search);
  const remove = useDeleteFavorite(page, search);
  const rows = list.error ? [] : (list.data?.data ?? []);

  const toast = (kind: 'success' | 'error', content: string) =>
    void message.open({ type: kind, content, duration: TOAST_SECONDS });

  const onSave = async (body: AdminFavoriteBody) => {
    setSaveError(undefined);
    const id = editing === 'new' ? undefined : editing?.id;
    try {
      await save.mutateAsync({ id, body });
      toast('success', id ? F.updated : F.added);
      setEditing(undefined);
    } catch (err) {
      setSaveError(opFailure(err, F.adminOpFailed, F.adminOpFailedLater));
    }
  };

  const onDelete = async (f: AdminFavorite) => {
    try {
      await remove.mutateAsync(f.id);
      toast('success', F.deleted);
    } catch (err) {
      toast('error', opFailure(err, F.deleteFailed, F.deleteFailedLater));
    }
  };

  return (
    <Card>
      <AdminPageHead title="收藏管理" />
      <Space wrap style={{ marginBottom: 16 }}>
        <AdminSearch
          label="搜索收藏"
          placeholder="原文、译文或用户名"
          maxLength={FAVORITE_LIMITS.search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <Select
          aria-label="显示的注音"
          value={phonetic}
          onChange={setPhonetic}
          options={PHONETIC_TYPES.map((t) => ({ value: t, label: MSG.translator.systemNames[t] }))}
          style={{ width: 220 }}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setSaveError(undefined);
            setEditing('new');
          }}
        >
          添加收藏
        </Button>
      </Space>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          message={failureText(list.error, F.adminLoadFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ScrollTable<AdminFavorite>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        scrollX={1000}
        aria-label="收藏列表"
        locale={{
          emptyText: (
            <Empty
              description={search ? F.adminNoMatch : F.adminNoneYet}
              image={Empty.PRESENTED_IMAGE_SIMPLE}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: FAVORITES_PAGE_SIZE,
          total: list.error ? 0 : (list.data?.total ?? 0),
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: '用户',
            dataIndex: 'username',
            width: 140,
            render: (v: string | null) =>
              v ?? <Typography.Text type="secondary">{F.systemUser}</Typography.Text>,
          },
          { title: '原文', dataIndex: 'source_text', ellipsis: true },
          { title: '译文', dataIndex: 'translated_text', ellipsis: true },
          {
            title: MSG.translator.systemNames[phonetic],
            key: 'phonetic',
            ellipsis: true,
            render: (_, f) =>
              f[phonetic] || <Typography.Text type="secondary">{F.noPhonetic}</Typography.Text>,
          },
          { title: '创建时间', dataIndex: 'created_at', width: 150, render: formatDateTime },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            fixed: 'right',
            render: (_, f) => (
              <Space size={4}>
                <EditButton
                  label={`编辑收藏 ${f.id}`}
                  onClick={() => {
                    setSaveError(undefined);
                    setEditing(f);
                  }}
                />
                <DeleteButton
                  label={`删除收藏 ${f.id}`}
                  confirm={F.adminConfirmDelete}
                  onConfirm={() => onDelete(f)}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined ? (
        <FavoriteFormModal
          favorite={editing === 'new' ? undefined : editing}
          saving={save.isPending}
          error={saveError}
          onSave={(body) => void onSave(body)}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Card>
  );
}
