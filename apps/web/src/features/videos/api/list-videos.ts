import { LIMITS, okListSchema, videoSchema, type VideoChannel } from '@yuexue/contract';
import type { ContentFilterValue } from '../../../components/content-filters';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { apiGet } from '../../../lib/api-client';

/** A stored channel outside the three known ones still shows (as 未知频道) instead of failing the list. */
export const publicVideoSchema = videoSchema.extend({ channel: videoSchema.shape.title });
export type PublicVideo = ReturnType<typeof publicVideoSchema.parse>;

const videoListResponse = okListSchema(publicVideoSchema);

export interface VideoFilter extends ContentFilterValue {
  channel: VideoChannel | 'all';
}

/** GET /video/list/paginated: pinned first, newest first; channel, search in title and description, any of the tags. */
export async function fetchVideoPage(page: number, filter: VideoFilter) {
  const r = videoListResponse.parse(
    await apiGet<unknown>('/video/list/paginated', {
      page,
      size: LIMITS.pageSize.videos,
      channel: filter.channel === 'all' ? undefined : filter.channel,
      search: filter.search || undefined,
      tags: filter.tags.length ? filter.tags.join(',') : undefined,
    }),
  );
  return { data: r.data, total: r.total };
}

export const videoListKey = (filter: VideoFilter) => ['videos', 'list', filter] as const;

export function useVideoList(filter: VideoFilter) {
  return usePagedQuery(videoListKey(filter), (page) => fetchVideoPage(page, filter));
}
