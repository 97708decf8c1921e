import {
  DeleteOutlined,
  LoadingOutlined,
  PauseCircleOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Switch, type TableColumnsType } from 'antd';
import { MSG, type Favorite, type FavoriteType, type TtsMark } from '@yuexue/contract';
import { formatDateTime } from '../../../lib/dates';
import { ScrollTable } from '../../../components/scroll-table';
import { SpokenText } from '../../../components/spoken-text';
import { spokenText } from '../lib/favorite-speech';

interface Props {
  type: FavoriteType;
  rows: Favorite[];
  loading: boolean;
  /** The filter found nothing (as opposed to no favourites at all). */
  filtered: boolean;
  playingKey: string | null;
  speechState: 'idle' | 'loading' | 'playing';
  onPlay: (f: Favorite) => void;
  /** The playing clip's marks and the one being said: its characters light up in the spoken column. */
  marks: readonly TtsMark[];
  spoken: TtsMark | null;
  onDelete: (f: Favorite) => void;
  /** Favourites with a study card (issue 25), and the per-favourite switch. */
  studied: ReadonlySet<number> | undefined;
  onStudy: (f: Favorite, on: boolean) => void;
}

/** public-site §2 Collection page, the table: play, source, translation (translation tab), annotation, saved time, delete. */
export function FavoritesTable({
  type,
  rows,
  loading,
  filtered,
  playingKey,
  speechState,
  onPlay,
  marks,
  spoken,
  onDelete,
  studied,
  onStudy,
}: Props) {
  /** A text column; the row being played highlights the syllable being said in the text it speaks. */
  const textCell = (f: Favorite, text: string) =>
    playingKey === String(f.id) && spokenText(f) === text ? (
      <SpokenText text={text} marks={marks} spoken={spoken} />
    ) : (
      text
    );
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
    {
      key: 'source',
      title: '原文',
      className: 'yx-fav-text',
      render: (_, f) => textCell(f, f.source_text),
    },
    ...(type === 'translation'
      ? [
          {
            key: 'translation',
            title: '翻译结果',
            className: 'yx-fav-text',
            render: (_: unknown, f: Favorite) => textCell(f, f.translated_text),
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
