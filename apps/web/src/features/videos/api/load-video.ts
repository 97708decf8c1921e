import { useQuery } from '@tanstack/react-query';
import { okSchema } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';
import { publicVideoSchema } from './list-videos';

const videoResponse = okSchema(publicVideoSchema);

/** GET /video/load/{id}. */
export const fetchVideo = async (id: number) =>
  videoResponse.parse(await apiGet<unknown>(`/video/load/${id}`)).data;

export function useVideo(id: number | undefined) {
  return useQuery({
    queryKey: ['videos', 'detail', id],
    queryFn: () => fetchVideo(id!),
    enabled: id !== undefined,
  });
}
