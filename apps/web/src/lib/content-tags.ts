import { useQuery } from '@tanstack/react-query';
import { okSchema, tagSchema, type TagType } from '@yuexue/contract';
import { apiGet } from './api-client';

const tagListResponse = okSchema(tagSchema.array());

/** GET /tag/list?type=: the tags the article and video filters offer. */
export const fetchTags = async (type: TagType) =>
  tagListResponse.parse(await apiGet<unknown>('/tag/list', { type })).data;

export function useTags(type: TagType) {
  return useQuery({
    queryKey: ['tags', type],
    queryFn: () => fetchTags(type),
    staleTime: 5 * 60_000,
  });
}
