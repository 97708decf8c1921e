import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminVideoSchema,
  LIMITS,
  okEmptySchema,
  okListSchema,
  okSchema,
  videoSchema,
  type VideoBody,
  type VideoChannel,
} from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

export const ADMIN_VIDEOS_KEY = ['admin', 'videos'] as const;

const listResponse = okListSchema(videoSchema);
const videoResponse = okSchema(adminVideoSchema);

/** GET /admin/video/list/paginated {page, size 9, search, channel}. */
export function useAdminVideos(page: number, search: string, channel: VideoChannel | undefined) {
  return useQuery({
    queryKey: [...ADMIN_VIDEOS_KEY, 'list', { page, search, channel }],
    queryFn: async () =>
      listResponse.parse(
        await apiGet<unknown>('/admin/video/list/paginated', {
          page,
          size: LIMITS.pageSize.adminVideos,
          search: search || undefined,
          channel,
          _t: Date.now(),
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /admin/video/load/{id}: the video with its tag_ids. */
export function useAdminVideo(id: number | undefined) {
  return useQuery({
    queryKey: [...ADMIN_VIDEOS_KEY, 'load', id],
    queryFn: async () =>
      videoResponse.parse(await apiGet<unknown>(`/admin/video/load/${id}`, { _t: Date.now() }))
        .data,
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

const reloadVideos = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: ADMIN_VIDEOS_KEY }),
    qc.invalidateQueries({ queryKey: ['videos'] }),
  ]);

/** POST /admin/video/add, or /update with the id. */
export function useSaveVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: VideoBody }) =>
      videoResponse.parse(
        await apiPost<unknown>(
          id ? '/admin/video/update' : '/admin/video/add',
          id ? { ...body, id } : body,
        ),
      ).data,
    onSuccess: () => reloadVideos(qc),
  });
}

/** POST /admin/video/delete/{id}. */
export function useDeleteVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      okEmptySchema.parse(await apiPost<unknown>(`/admin/video/delete/${id}`)),
    onSuccess: () => reloadVideos(qc),
  });
}
