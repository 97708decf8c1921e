import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { PageTabs } from '../../../components/page-tabs';
import { LIMITS, MSG, type Favorite, type FavoriteType } from '@yuexue/contract';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert';
import { useSpeechPlayer } from '../../../hooks/use-speech-player';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteFavorite, useFavoritesByType } from '../api/favorites';
import { useStudiedFavorites, useSwitchStudy } from '../api/study-switch';
import { SpeechSpeedSwitch } from '../../../components/speech-speed-switch';
import { FavoritesTable } from '../components/favorites-table';
import { favoriteJyutping, spokenText } from '../lib/favorite-speech';
import {
  downloadText,
  favoritesAnki,
  favoritesCsv,
  filterFavorites,
} from '../lib/favorites-export';
import '../favorites.css';

const TOAST_SECONDS = LIMITS.toastMs / 1000;
const TAB_NAME: Record<FavoriteType, string> = { translation: '翻译收藏', phonetic: '注音收藏' };

const BULK_STUDY = [
  { label: '全部加入学习', on: true },
  { label: '全部移出学习', on: false },
] as const;

/** public-site §2 Collection page (My favourites): two tabs, a local filter, the table; plus CSV and Anki export. */
export function FavoritesPage() {
  const { message, modal } = App.useApp();
  const [tab, setTab] = useState<FavoriteType>('translation');
  const [query, setQuery] = useState('');
  const lists = {
    translation: useFavoritesByType('translation'),
    phonetic: useFavoritesByType('phonetic'),
  };
  const current = lists[tab];
  const remove = useDeleteFavorite();
  const studied = useStudiedFavorites();
  const switchStudy = useSwitchStudy();

  const toastError = useCallback((m: string) => void message.error(m, TOAST_SECONDS), [message]);
  const speech = useSpeechPlayer(toastError);

  const rows = useMemo(() => filterFavorites(current.data ?? [], query), [current.data, query]);

  const play = (f: Favorite) => {
    if (speech.playingKey === String(f.id) && speech.state === 'playing') {
      speech.audioRef.current?.pause();
      speech.onEnded();
      return;
    }
    void speech.play(spokenText(f), 'get', String(f.id), favoriteJyutping(f), { follow: true });
  };

  const confirmDelete = (f: Favorite) =>
    modal.confirm({
      title: MSG.collection.confirmDelete,
      content: f.source_text.length > 60 ? `${f.source_text.slice(0, 60)}…` : f.source_text,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove.mutateAsync(f).then(
          () => void message.success(MSG.favorites.deleted, TOAST_SECONDS),
          (err: unknown) =>
            void message.error(errorMessage(err, MSG.favorites.deleteFailedLater), TOAST_SECONDS),
        ),
    });

  /** One favourite's switch, or the bulk action on every row the filter shows. */
  const study = (ids: number[], enabled: boolean) =>
    switchStudy.mutate(
      { ids, enabled },
      {
        onSuccess: (n) =>
          void message.success(
            enabled ? MSG.study.switchedOn(n) : MSG.study.switchedOff(n),
            TOAST_SECONDS,
          ),
        onError: (err) =>
          void message.error(errorMessage(err, '操作失败，请稍后重试'), TOAST_SECONDS),
      },
    );

  const exportAs = (kind: 'csv' | 'anki') => {
    if (rows.length === 0) {
      void message.warning(MSG.collection.nothingToExport, TOAST_SECONDS);
      return;
    }
    const stem = `yuexue-${tab}-favorites-${dayjs().format('YYYYMMDD')}`;
    if (kind === 'csv') downloadText(`${stem}.csv`, favoritesCsv(rows), 'text/csv');
    else downloadText(`${stem}-anki.txt`, favoritesAnki(rows), 'text/plain');
    void message.success(MSG.collection.exported(rows.length), TOAST_SECONDS);
  };

  const tabLabel = (type: FavoriteType) => {
    const n = lists[type].data?.length;
    return n === undefined ? TAB_NAME[type] : `${TAB_NAME[type]}（${n}）`;
  };

  return (
    <div className="yx-container yx-collection">
      <h1 className="yx-collection__title">我的收藏</h1>
      <PageTabs
        activeKey={tab}
        onChange={(k) => setTab(k as FavoriteType)}
        items={(['translation', 'phonetic'] as const).map((type) => ({
          key: type,
          label: tabLabel(type),
        }))}
      />
      <div className="yx-collection__bar">
        <Input
          className="yx-collection__filter"
          prefix={<SearchOutlined aria-hidden="true" />}
          aria-label="筛选收藏"
          placeholder="按原文、译文或注音筛选"
          allowClear
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Space wrap>
          {BULK_STUDY.map(({ label, on }) => (
            <Button
              key={label}
              disabled={rows.length === 0}
              loading={switchStudy.isPending}
              onClick={() =>
                study(
                  rows.map((f) => f.id),
                  on,
                )
              }
            >
              {label}
            </Button>
          ))}
          <SpeechSpeedSwitch value={speech.speed} onChange={speech.setSpeed} />
          <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => exportAs('csv')}>
            导出 CSV
          </Button>
          <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => exportAs('anki')}>
            导出 Anki
          </Button>
        </Space>
      </div>
      {current.isError ? (
        <RetryAlert
          message={errorMessage(current.error, MSG.collection.loadFailed)}
          onRetry={() => void current.refetch()}
        />
      ) : (
        <FavoritesTable
          type={tab}
          rows={rows}
          loading={current.isPending}
          filtered={query.trim() !== '' && (current.data?.length ?? 0) > 0}
          playingKey={speech.playingKey}
          speechState={speech.state}
          onPlay={play}
          marks={speech.marks}
          spoken={speech.spoken}
          onDelete={confirmDelete}
          studied={studied.data}
          onStudy={(f, on) => study([f.id], on)}
        />
      )}
      {speech.credit && <p className="yx-collection__credit">{speech.credit}</p>}
      <audio ref={speech.audioRef} onEnded={speech.onEnded} hidden />
    </div>
  );
}
