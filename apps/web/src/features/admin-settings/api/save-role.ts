import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleSavedResponse, type RoleUpdateBody } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /admin/role/update/{id}; success reloads the role list (back-office §4 Role save). */
export function useSaveRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: RoleUpdateBody & { id: number }) =>
      roleSavedResponse.parse(await apiPost<unknown>(`/admin/role/update/${id}`, body)),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'roles'] }),
  });
}
