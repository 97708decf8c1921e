import {
  DeleteOutlined,
  LoadingOutlined,
  PauseCircleOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Switch, type TableColumnsType } from 'antd';
import { MSG, type Favorite, type FavoriteType } from '@yuexue/contract';
import { formatDateTime } from '../../../lib/dates';
import { ScrollTable } from '../../../components/scroll-table';

interface Props {
  type: FavoriteType;
  rows: Favorite[];
  loading: boolean;
  /** The filter found nothing (as opposed to no favourites at all). */
  filtered: boolean;
  playingKey: string | null;
  speechState: 'idle' | 'loading' | 'playing';
  onPlay: (f: Favorite) => void;
  onDelete: (f: Favorite) => void;
  /** Favourites with a study card (issue 25), and the per-favourite switch. */
  studied: ReadonlySet<number> | undefined;
  onStudy: (f: Favorite, on: boolean) => void;
}

/** What 播放 reads aloud: the Cantonese translation, or the annotated text itself. */
export const spokenText = (f: Favorite) =>
  f.favorite_type === 'translation' && f.translated_text ? f.translated_text : f.source_text;

/** public-site §2 Collection page, the table: play, source, translation (translation tab), annotation, saved time, delete. */
export function FavoritesTable({
  type,
  rows,
  loading,
  filtered,
  playingKey,
  speechState,
  onPlay,
  onDelete,
  studied,
  onStudy,
}: Props) {
  const columns: TableColumnsType<Favorite> = [
    {
      key: 'play',
      title: '播放',
      width: 64,
      render: (_, f) => {
        const mine = playingKey === String(f.id);
        const icon =
          mine && speechState === 'loading' ? (
            <LoadingOutlined />
          ) : mine && speechState === 'playing' ? (
            <PauseCircleOutlined />
          ) : (
            <SoundOutlined />
          );
        return (
          <Button
            shape="circle"
            icon={icon}
            aria-label={`播放：${spokenText(f)}`}
            onClick={() => onPlay(f)}
          />
        );
      },
    },
    { key: 'source', title: '原文', dataIndex: 'source_text', className: 'yx-fav-text' },
    ...(type === 'translation'
      ? [
          {
            key: 'translation',
            title: '翻译结果',
            dataIndex: 'translated_text',
            className: 'yx-fav-text',
          },
        ]
      : []),
    {
      key: 'annotation',
      title: '注音结果',
      className: 'yx-fav-text',
      render: (_, f) => (
        <>
          <span className="yx-fav-reading">{f.phonetic_text || MSG.favorites.noPhonetic}</span>
          <span className="yx-fav-system">{MSG.translator.systemNames[f.phonetic_type]}</span>
        </>
      ),
    },
    {
      key: 'saved',
      title: '收藏时间',
      width: 150,
      render: (_, f) => <time dateTime={f.created_at}>{formatDateTime(f.created_at)}</time>,
    },
    {
      key: 'study',
      title: '学习',
      width: 72,
      render: (_, f) => (
        <Switch
          size="small"
          checked={studied?.has(f.id) ?? false}
          loading={!studied}
          aria-label={`加入学习：${f.source_text}`}
          onChange={(on) => onStudy(f, on)}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 84,
      render: (_, f) => (
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden="true" />}
          aria-label={`删除：${f.source_text}`}
          onClick={() => onDelete(f)}
        >
          删除
        </Button>
      ),
    },
  ];
  return (
    <ScrollTable<Favorite>
      className="yx-fav-table"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={
        rows.length > 20 ? { pageSize: 20, showSizeChanger: false, hideOnSinglePage: true } : false
      }
      scrollX={760}
      aria-label="我的收藏列表"
      locale={{ emptyText: filtered ? MSG.favorites.noMatch : MSG.favorites.empty }}
    />
  );
}
