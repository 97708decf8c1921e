import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  okEmptySchema,
  okSchema,
  tagSchema,
  type TagAddBody,
  type TagType,
  type TagUpdateBody,
} from '@yuexue/contract';
import { apiGet, apiPost } from './api-client';

const tagListResponse = okSchema(tagSchema.array());
const tagResponse = okSchema(tagSchema);
const adminTagsKey = (type: TagType) => ['admin', 'tags', type] as const;

/** GET /admin/tag/list?type=: the tags an article or video form offers (back-office §7 Tags). */
export function useAdminTags(type: TagType) {
  return useQuery({
    queryKey: adminTagsKey(type),
    queryFn: async () =>
      tagListResponse.parse(await apiGet<unknown>('/admin/tag/list', { type, _t: Date.now() }))
        .data,
    staleTime: 0,
  });
}

/** POST /admin/tag/add {name, type, color}; the type's tag lists (admin and public) reload. */
export function useAddTag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: TagAddBody) =>
      tagResponse.parse(await apiPost<unknown>('/admin/tag/add', body)).data,
    onSuccess: (_tag, body) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminTagsKey(body.type) }),
        qc.invalidateQueries({ queryKey: ['tags', body.type] }),
      ]),
  });
}

/**
 * After a tag is renamed, recoloured or deleted: its type's tag lists, and every list or page of
 * content, which shows tags by name and colour.
 */
const reloadAfterTagChange = (qc: QueryClient, type: TagType) =>
  Promise.all(
    [adminTagsKey(type), ['tags', type], ['admin'], ['articles'], ['videos']].map((queryKey) =>
      qc.invalidateQueries({ queryKey }),
    ),
  );

/** POST /admin/tag/update {id, name, color}: a correction (not in the spec; docs/decisions.md). */
export function useUpdateTag(type: TagType) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: TagUpdateBody) =>
      tagResponse.parse(await apiPost<unknown>('/admin/tag/update', body)).data,
    onSuccess: () => reloadAfterTagChange(qc, type),
  });
}

/** POST /admin/tag/delete/{id}: the tag leaves every article or video that carried it. */
export function useDeleteTag(type: TagType) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      okEmptySchema.parse(await apiPost<unknown>(`/admin/tag/delete/${id}`, {})),
    onSuccess: () => reloadAfterTagChange(qc, type),
  });
}
