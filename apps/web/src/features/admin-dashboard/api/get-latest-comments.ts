import { useQuery } from '@tanstack/react-query';
import { latestCommentsResponse } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /comments/latest: the newest comments, shown on the dashboard. */
export function useLatestComments(limit: number) {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'latest-comments', limit],
    queryFn: async () =>
      latestCommentsResponse.parse(await apiGet<unknown>('/comments/latest', { limit })).data,
  });
}
