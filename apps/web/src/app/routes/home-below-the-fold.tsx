import { ArticleZone } from '../../features/articles/components/article-zone';
import { LatestComments } from '../../features/comments/components/latest-comments';
import { VideoSection } from '../../features/videos/components/video-section';

/** The home page's sections below the first screen: the article zone (with the latest comments) and the video section. */
export default function HomeBelowTheFold() {
  return (
    <>
      <ArticleZone aside={<LatestComments />} />
      <VideoSection />
    </>
  );
}
