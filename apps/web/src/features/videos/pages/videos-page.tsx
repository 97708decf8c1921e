import { VideoSection } from '../components/video-section';

/** /video: the video section on its own page (the layout adds navbar and footer). */
export function VideosPage() {
  return <VideoSection level={1} />;
}
