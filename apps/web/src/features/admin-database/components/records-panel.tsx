import { Alert, App, Button, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  DATABASE_LIMITS,
  PHONETIC_COLUMNS,
  TRANSLATION_COLUMNS,
  templateUrl,
  MSG,
} from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { useRecords, type AnyRecord, type RecordKind } from '../api/get-records';
import { useDeleteRecord } from '../api/delete-record';
import { importKindOf } from '../api/import-excel';
import { downloadExport } from '../api/export-excel';
import { ImportDialog } from './import-dialog';
import { RecordModal } from './record-modal';
import { ScrollTable } from '../../../components/scroll-table';
import { ConfirmButton } from '../../../components/admin-actions';

const M = MSG.database;

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

function columnsFor(kind: RecordKind): ColumnsType<AnyRecord> {
  const own =
    kind === 'phonetics'
      ? PHONETIC_COLUMNS.map((c) => ({ title: c.header, dataIndex: c.key }))
      : TRANSLATION_COLUMNS.map((c) => ({ title: c.header, dataIndex: c.key, ellipsis: true }));
  return [
    { title: 'ID', dataIndex: 'id', width: 72 },
    ...own,
    { title: '创建者', dataIndex: 'username', width: 110 },
    { title: '创建时间', dataIndex: 'created_at', width: 150, render: time },
  ];
}

/** One area of back-office §2.8: search (back to page 1), page sizes 10/20/50/100, add/edit/delete, import, template, export. */
export function RecordsPanel({ kind, title }: { kind: RecordKind; title: string }) {
  const { message } = App.useApp();
  const [query, setQuery] = useState({
    page: 1,
    size: DATABASE_LIMITS.pageSizes[0] as number,
    search: '',
  });
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<AnyRecord | 'new'>();
  const [importing, setImporting] = useState(false);
  const list = useRecords({ kind, ...query });
  const remove = useDeleteRecord(kind);

  const del = async (r: AnyRecord) => {
    try {
      void message.success((await remove.mutateAsync(r.id)).message);
    } catch (err) {
      void message.error(errorMessage(err, M.recordNotFound));
    }
  };
  const exportAll = async () => {
    try {
      await downloadExport(kind);
    } catch (err) {
      void message.error(errorMessage(err, M.exportFailed));
    }
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          placeholder={kind === 'phonetics' ? '搜索汉字或拼音' : '搜索原文或优化后文本'}
          aria-label={`搜索${title}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(search) => setQuery((q) => ({ ...q, page: 1, search: search.trim() }))}
          style={{ width: 280 }}
          enterButton="搜索"
        />
        <Space wrap>
          <Button type="primary" onClick={() => setEditing('new')}>
            添加
          </Button>
          <Button onClick={() => setImporting(true)}>Excel 导入</Button>
          <Button href={templateUrl(importKindOf(kind))} download>
            下载模板
          </Button>
          <Button onClick={exportAll}>导出</Button>
        </Space>
      </Space>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          message={errorMessage(list.error, M.importFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ScrollTable<AnyRecord>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        scrollX={860}
        aria-label={title}
        columns={[
          ...columnsFor(kind),
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(r)}>
                  编辑
                </Button>
                <ConfirmButton
                  confirm={M.deleteConfirm}
                  okText="删除"
                  danger
                  onConfirm={() => del(r)}
                >
                  删除
                </ConfirmButton>
              </Space>
            ),
          },
        ]}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: DATABASE_LIMITS.pageSizes.map(String),
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page, size) =>
            setQuery((q) => ({ ...q, page: size === q.size ? page : 1, size })),
        }}
      />
      {editing ? (
        <RecordModal
          kind={kind}
          record={editing === 'new' ? undefined : editing}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved) void message.success(saved);
          }}
        />
      ) : null}
      {importing ? (
        <ImportDialog kind={kind} title={title} onClose={() => setImporting(false)} />
      ) : null}
    </>
  );
}
