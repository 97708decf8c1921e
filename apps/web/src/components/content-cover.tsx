import { isSafeUrl } from '@yuexue/contract';
import { useState } from 'react';

const DEFAULT_COVER = { article: '/covers/article.svg', video: '/covers/video.svg' } as const;

interface Props {
  src: string | null | undefined;
  kind: keyof typeof DEFAULT_COVER;
  className?: string;
}

/** An article or video cover; the default image when there is none, it is unsafe, or it fails to load. */
export function ContentCover({ src, kind, className }: Props) {
  const [broken, setBroken] = useState(false);
  const url = src && !broken && isSafeUrl(src) ? src : DEFAULT_COVER[kind];
  // The title beside the cover names the item, so the picture itself is decorative.
  return (
    <img
      className={className}
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
