import { PlayCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { MSG } from '@yuexue/contract';
import { Link, useNavigate } from 'react-router';
import { ContentBadge } from '../../../components/content-badge';
import { ContentCover } from '../../../components/content-cover';
import { formatDate } from '../../../lib/dates';
import type { PublicVideo } from '../api/list-videos';
import { channelName } from '../lib/channels';

/** A video card: cover, title, pinned badge, description, channel, date and 观看. */
export function VideoCard({ video, headingLevel }: { video: PublicVideo; headingLevel: 2 | 3 }) {
  const navigate = useNavigate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/video/${video.id}`;
  return (
    <li className="yx-video-card yx-content-card">
      <Link to={href} className="yx-video-card__cover" tabIndex={-1} aria-hidden="true">
        <ContentCover src={video.cover_url} kind="video" />
        <PlayCircleOutlined className="yx-video-card__play" />
      </Link>
      <div className="yx-video-card__body">
        <Heading className="yx-video-card__title">
          {video.is_pinned && <ContentBadge kind="pinned" />}
          <Link to={href} className="yx-title-link">
            {video.title}
          </Link>
        </Heading>
        <p className="yx-video-card__desc">{video.description || MSG.content.noDescription}</p>
        <div className="yx-video-card__foot">
          <span className="yx-video-card__meta">
            <span>{channelName(video.channel)}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={video.created_at}>{formatDate(video.created_at)}</time>
          </span>
          <Button
            type="primary"
            size="small"
            icon={<PlayCircleOutlined aria-hidden="true" />}
            aria-label={`观看：${video.title}`}
            onClick={() => void navigate(href)}
          >
            观看
          </Button>
        </div>
      </div>
    </li>
  );
}
