import { PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Pagination, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  CONTENT_LIMITS,
  LIMITS,
  MSG,
  VIDEO_CHANNELS,
  type Video,
  type VideoChannel,
} from '@yuexue/contract';
import { AdminPageHead, AdminSearch } from '../../../components/admin-page-head';
import { DeleteButton, EditButton } from '../../../components/admin-actions';
import { StaffScreen } from '../../../components/staff-screen';
import { TagButtons } from '../../../components/tag-buttons';
import { TagChips } from '../../../components/tag-chips';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteFeedback } from '../../../lib/delete-feedback';
import { failureText } from '../../../lib/failure-text';
import { useAdminVideos, useDeleteVideo } from '../api/videos';
import { VideoFormModal } from '../components/video-form-modal';
import '../admin-videos.css';

const C = MSG.content;

/** back-office §2.9 video management: 9 per page, search, channel filter, add/edit, tag dialog, delete. */
export function VideosPage() {
  return (
    <StaffScreen>
      <VideosScreen />
    </StaffScreen>
  );
}

function VideosScreen() {
  const deleteWithFeedback = useDeleteFeedback();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [channel, setChannel] = useState<VideoChannel>();
  const [editing, setEditing] = useState<number | 'new'>();
  const list = useAdminVideos(page, search, channel);
  const remove = useDeleteVideo();
  const videos = list.error ? [] : (list.data?.data ?? []);
  const total = list.error ? 0 : (list.data?.total ?? 0);

  const onDelete = async (v: Video) => {
    const gone = await deleteWithFeedback(() => remove.mutateAsync(v.id), {
      done: MSG.backOffice.videoDeleted,
      failed: C.deleteVideoFailed,
    });
    if (gone && videos.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <Card>
      <AdminPageHead title="视频管理">
        <TagButtons type="video" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          添加视频
        </Button>
      </AdminPageHead>
      <Space wrap style={{ marginBottom: 16 }}>
        <AdminSearch
          label="搜索视频"
          placeholder="搜索标题或简介"
          maxLength={CONTENT_LIMITS.search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder="全部频道"
          aria-label="频道"
          value={channel}
          onChange={(v: VideoChannel | undefined) => {
            setChannel(v);
            setPage(1);
          }}
          options={VIDEO_CHANNELS.map((c) => ({ value: c, label: c }))}
          style={{ width: 140 }}
        />
      </Space>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          message={failureText(list.error, C.fetchVideosFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {list.isLoading ? (
        <div className="yx-admin-page__state">
          <Spin size="large" aria-label="加载中" />
        </div>
      ) : videos.length === 0 ? (
        list.error ? null : (
          <Empty description={C.noVideos} className="yx-admin-page__state" />
        )
      ) : (
        <Spin spinning={list.isFetching}>
          <ul className="yx-admin-videos__grid" aria-label="视频列表">
            {videos.map((v) => (
              <li key={v.id}>
                <VideoTile video={v} onEdit={() => setEditing(v.id)} onDelete={() => onDelete(v)} />
              </li>
            ))}
          </ul>
        </Spin>
      )}
      {total > LIMITS.pageSize.adminVideos ? (
        <Pagination
          className="yx-admin-videos__pager"
          current={page}
          pageSize={LIMITS.pageSize.adminVideos}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
          showTotal={(n) => `共 ${n} 个视频`}
        />
      ) : null}
      {editing !== undefined ? (
        <VideoFormModal
          id={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Card>
  );
}

function VideoTile({
  video: v,
  onEdit,
  onDelete,
}: {
  video: Video;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  return (
    <Card
      size="small"
      cover={
        v.cover_url ? (
          <img src={v.cover_url} alt="" className="yx-admin-videos__cover" />
        ) : (
          <div className="yx-admin-videos__cover yx-admin-videos__cover--none" aria-hidden="true">
            <PlayCircleOutlined />
          </div>
        )
      }
      actions={[
        <EditButton key="edit" link label={`编辑视频：${v.title}`} onClick={onEdit} />,
        <DeleteButton
          key="delete"
          link
          label={`删除视频：${v.title}`}
          confirm={MSG.backOffice.confirmDeleteVideo}
          onConfirm={onDelete}
        />,
      ]}
    >
      <Typography.Title level={2} className="yx-admin-videos__title" ellipsis={{ rows: 2 }}>
        {v.title}
      </Typography.Title>
      <Space size={4} wrap>
        <Tag>{v.channel}</Tag>
        {v.is_pinned ? <Tag color="gold">置顶</Tag> : null}
      </Space>
      {/* The site's chips (colour as a dot): an admin's tag colour under white text can be unreadable. */}
      <TagChips tags={v.tags} />
      <Typography.Paragraph
        type="secondary"
        ellipsis={{ rows: 2 }}
        className="yx-admin-videos__desc"
      >
        {v.description || C.noDescription}
      </Typography.Paragraph>
      <Typography.Text type="secondary" className="yx-admin-videos__date">
        更新于 {formatDateTime(v.updated_at)}
      </Typography.Text>
    </Card>
  );
}
