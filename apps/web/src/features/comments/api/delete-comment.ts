import { useMutation } from '@tanstack/react-query';
import { okEmptySchema } from '@yuexue/contract';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /comments/{id}: the author or an admin; its replies go with it. */
export const deleteComment = async (id: number) =>
  okEmptySchema.parse(await apiRequest<unknown>(`/comments/${id}`, { method: 'DELETE' }));

export function useDeleteComment() {
  return useMutation({ mutationFn: deleteComment });
}
