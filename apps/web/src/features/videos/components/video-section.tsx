import { Select, Skeleton } from 'antd';
import { MSG } from '@yuexue/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ContentFilters } from '../../../components/content-filters';
import { FilteredEmpty, PagedList } from '../../../components/paged-list';
import { useListFilter } from '../../../hooks/use-paged-query';
import { useVideoList, videoListKey, type VideoFilter } from '../api/list-videos';
import { CHANNEL_OPTIONS } from '../lib/channels';
import { VideoCard } from './video-card';
import '../videos.css';

const NO_FILTER: VideoFilter = { channel: 'all', search: '', tags: [] };

/** public-site §2 Video section: channel, tag filter, search, cards, See more (home, and /video with level 1). */
export function VideoSection({ level = 2 }: { level?: 1 | 2 }) {
  const titleId = useId();
  const [filter, setFilter] = useListFilter<VideoFilter>(NO_FILTER, videoListKey);
  const list = useVideoList(filter);
  const Title = level === 1 ? 'h1' : 'h2';
  const filtered = filter.channel !== 'all' || filter.search !== '' || filter.tags.length > 0;

  return (
    <section className="yx-content-section yx-video-section" aria-labelledby={titleId}>
      <div className="yx-container">
        <div className="yx-section-head">
          <Title id={titleId} className="yx-section-head__title">
            视频专区
          </Title>
          {level === 2 && <Link to="/video">全部视频</Link>}
        </div>
        <ContentFilters
          tagType="video"
          value={filter}
          onChange={(f) => setFilter({ ...filter, ...f })}
          placeholder="搜索视频标题或简介"
        >
          <Select
            className="yx-video-section__channel"
            aria-label="频道"
            value={filter.channel}
            options={CHANNEL_OPTIONS}
            onChange={(channel) => setFilter({ ...filter, channel })}
          />
        </ContentFilters>
        <p className="yx-visually-hidden" role="status">
          {list.isSuccess ? `共 ${list.total} 个视频` : ''}
        </p>
        <PagedList
          list={list}
          failMessage={MSG.content.fetchVideosFailed}
          skeleton={<Skeleton active paragraph={{ rows: 4 }} />}
          empty={
            <FilteredEmpty
              text={MSG.content.noVideos}
              filtered={filtered}
              onClear={() => setFilter(NO_FILTER)}
            />
          }
        >
          {(items) => (
            <ul className="yx-video-grid" aria-label="视频列表">
              {items.map((v) => (
                <VideoCard key={v.id} video={v} headingLevel={level === 1 ? 2 : 3} />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </section>
  );
}
