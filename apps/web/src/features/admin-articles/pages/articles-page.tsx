import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { CONTENT_LIMITS, LIMITS, MSG, type ArticleListItem } from '@yuexue/contract';
import { AdminPageHead } from '../../../components/admin-page-head';
import { DeleteButton, EditButton } from '../../../components/admin-actions';
import { StaffScreen } from '../../../components/staff-screen';
import { TagButtons } from '../../../components/tag-buttons';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useDeleteFeedback } from '../../../lib/delete-feedback';
import { failureText } from '../../../lib/failure-text';
import type { RichTextEditorComponent } from '../../../lib/rich-text';
import { useAdminArticles, useDeleteArticle } from '../api/articles';
import { ArticleFormModal } from '../components/article-form-modal';
import { NumberedPager } from '../components/numbered-pager';
import '../admin-articles.css';
import { ScrollTable } from '../../../components/scroll-table';

const C = MSG.content;
const yesNo = (v: boolean) => (v ? '是' : '否');

/** A compact date; the minute is in the tooltip. */
const shortDate = (iso: string) => (
  <time dateTime={iso} title={formatDateTime(iso)}>
    {formatDate(iso)}
  </time>
);

/** back-office §2.10 article management; the rich-text editor arrives as a (lazy) component. */
export function ArticlesPage({ Editor }: { Editor: RichTextEditorComponent }) {
  return (
    <StaffScreen>
      <ArticlesScreen Editor={Editor} />
    </StaffScreen>
  );
}

function ArticlesScreen({ Editor }: { Editor: RichTextEditorComponent }) {
  const deleteWithFeedback = useDeleteFeedback();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<number | 'new'>();
  const list = useAdminArticles(page, search);
  const remove = useDeleteArticle();

  const rows = list.error ? [] : (list.data?.data ?? []);
  const total = list.error ? 0 : (list.data?.total ?? 0);
  const totalPages = Math.ceil(total / LIMITS.pageSize.adminArticles);

  const onDelete = async (a: ArticleListItem) => {
    const gone = await deleteWithFeedback(() => remove.mutateAsync(a.id), {
      done: MSG.backOffice.articleDeleted,
      failed: C.deleteArticleFailed,
    });
    // The last row of the last page gone: step back a page.
    if (gone && rows.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <Card>
      <AdminPageHead title="文章管理">
        <TagButtons type="article" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          写文章
        </Button>
      </AdminPageHead>
      <form
        className="yx-admin-articles__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(text.trim());
          setPage(1);
        }}
      >
        <Input
          allowClear
          value={text}
          maxLength={CONTENT_LIMITS.search}
          placeholder="搜索标题或内容"
          aria-label="搜索文章"
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Button htmlType="submit" icon={<SearchOutlined />}>
          搜索
        </Button>
      </form>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          message={failureText(list.error, C.fetchArticlesFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {list.isLoading ? (
        <div className="yx-admin-page__state">
          <Spin size="large" aria-label="加载中" />
        </div>
      ) : rows.length === 0 && !list.error ? (
        // A search that found nothing is not an empty site: no 「写第一篇文章」 then (issue 26).
        <Empty
          description={search ? C.noMatchingArticles : C.noArticles}
          className="yx-admin-page__state"
        >
          {search ? (
            <Button
              onClick={() => {
                setText('');
                setSearch('');
              }}
            >
              清除搜索
            </Button>
          ) : (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              写第一篇文章
            </Button>
          )}
        </Empty>
      ) : (
        <ScrollTable<ArticleListItem>
          rowKey="id"
          size="middle"
          loading={list.isFetching && !list.isLoading}
          dataSource={rows}
          pagination={false}
          scrollX={1000}
          aria-label="文章列表"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 56 },
            // The title gets what the fixed columns leave; dates are compact (issue 26).
            { title: '标题', dataIndex: 'title', ellipsis: true },
            {
              title: '描述',
              dataIndex: 'description',
              width: 160,
              ellipsis: true,
              render: (v: string) =>
                v || <Typography.Text type="secondary">{C.noDescription}</Typography.Text>,
            },
            {
              title: '封面',
              dataIndex: 'cover_url',
              width: 88,
              render: (v: string) =>
                v ? (
                  <img src={v} alt="封面" className="yx-admin-articles__cover" />
                ) : (
                  <Typography.Text type="secondary">{MSG.backOffice.noCover}</Typography.Text>
                ),
            },
            { title: '置顶', dataIndex: 'is_pinned', width: 60, render: yesNo },
            { title: '允许评论', dataIndex: 'allow_comments', width: 76, render: yesNo },
            { title: '免费阅读', dataIndex: 'is_free_read', width: 76, render: yesNo },
            { title: '创建时间', dataIndex: 'created_at', width: 104, render: shortDate },
            { title: '更新时间', dataIndex: 'updated_at', width: 104, render: shortDate },
            {
              title: '操作',
              key: 'actions',
              width: 150,
              fixed: 'right',
              render: (_, a) => (
                <Space size={4}>
                  <EditButton label={`编辑文章：${a.title}`} onClick={() => setEditing(a.id)} />
                  <DeleteButton
                    label={`删除文章：${a.title}`}
                    confirm={C.confirmDeleteArticle}
                    onConfirm={() => onDelete(a)}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}
      <div className="yx-admin-articles__foot">
        <NumberedPager page={page} totalPages={totalPages} onChange={setPage} />
      </div>
      {editing !== undefined ? (
        <ArticleFormModal
          id={editing === 'new' ? undefined : editing}
          Editor={Editor}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Card>
  );
}
