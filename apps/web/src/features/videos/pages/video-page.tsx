import { Breadcrumb, Skeleton } from 'antd';
import { MSG } from '@yuexue/contract';
import { Link, useParams } from 'react-router';
import { ContentBadge } from '../../../components/content-badge';
import { DetailFallback } from '../../../components/detail-fallback';
import { MissingContent } from '../../../components/missing-content';
import { TagChips } from '../../../components/tag-chips';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { parseRouteId } from '../../../lib/route-id';
import { useVideo } from '../api/load-video';
import { VideoPlayer } from '../components/video-player';
import { channelName } from '../lib/channels';
import '../videos.css';

const BACK = { to: '/video', label: '返回视频专区' };

/** public-site §2 Video page: the player (allowlisted iframe only), title, channel, date, description. */
export function VideoPage() {
  const id = parseRouteId(useParams().id);
  const video = useVideo(id);
  usePageTitle(
    video.data?.title ??
      (id === undefined || video.isError ? MSG.content.videoNotFound : undefined),
  );

  if (id === undefined)
    return (
      // A malformed id (/video/abc) names no video: said as for any other missing one.
      <MissingContent title={MSG.content.videoNotFound} backTo={BACK.to} backLabel={BACK.label} />
    );
  if (!video.isSuccess)
    return (
      <DetailFallback
        query={video}
        className="yx-container yx-video-page"
        skeleton={
          <>
            <Skeleton.Node active className="yx-player-skeleton">
              <span />
            </Skeleton.Node>
            <Skeleton active paragraph={{ rows: 3 }} />
          </>
        }
        notFound={MSG.content.videoNotFound}
        failMessage={MSG.content.fetchVideoFailed}
        backTo={BACK.to}
        backLabel={BACK.label}
      />
    );

  const v = video.data;
  return (
    <div className="yx-container yx-video-page">
      <Breadcrumb
        className="yx-video-page__crumbs"
        items={[
          { title: <Link to="/">首页</Link> },
          { title: <Link to="/video">视频专区</Link> },
          { title: v.title },
        ]}
      />
      <VideoPlayer embedCode={v.video_url} title={v.title} />
      <div className="yx-video-page__info">
        <h1 className="yx-video-page__title">{v.title}</h1>
        <div className="yx-video-page__meta">
          {v.is_pinned && <ContentBadge kind="pinned" />}
          <span>{channelName(v.channel)}</span>
          <time dateTime={v.created_at}>{formatDate(v.created_at)}</time>
          <TagChips tags={v.tags} />
        </div>
        <p className="yx-video-page__desc">{v.description || MSG.content.noDescription}</p>
      </div>
    </div>
  );
}
