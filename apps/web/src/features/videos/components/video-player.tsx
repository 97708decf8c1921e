import { VideoCameraOutlined } from '@ant-design/icons';
import { MSG } from '@yuexue/contract';
import { useMemo } from 'react';
import { playerSrcFromEmbed } from '../lib/embed';

/**
 * The player: never the stored HTML, only an iframe of our own around the allowlisted src. The
 * sandbox lets the player run its scripts and go full screen; the page's own origin stays out.
 */
export function VideoPlayer({ embedCode, title }: { embedCode: string; title: string }) {
  const src = useMemo(() => playerSrcFromEmbed(embedCode), [embedCode]);
  if (!src)
    return (
      <div className="yx-player yx-player--invalid" role="alert">
        <VideoCameraOutlined aria-hidden="true" />
        <p>{MSG.content.videoIframeInvalid}</p>
      </div>
    );
  return (
    <div className="yx-player">
      <iframe
        src={src}
        title={`视频播放器：${title}`}
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}
