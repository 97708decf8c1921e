import { useQuery } from '@tanstack/react-query';
import { latestCommentSchema, LIMITS, okSchema } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

const latestResponse = okSchema(latestCommentSchema.array());

/** GET /comments/latest?limit=10: the newest comments of all articles, with the article's title. */
export const fetchLatestComments = async () =>
  latestResponse.parse(
    await apiGet<unknown>('/comments/latest', { limit: LIMITS.pageSize.latestComments }),
  ).data;

export const LATEST_COMMENTS_KEY = ['comments', 'latest'] as const;

export function useLatestComments() {
  return useQuery({
    queryKey: LATEST_COMMENTS_KEY,
    queryFn: fetchLatestComments,
    staleTime: 30_000,
  });
}
