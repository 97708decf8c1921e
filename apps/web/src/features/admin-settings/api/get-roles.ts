import { useQuery } from '@tanstack/react-query';
import { roleListResponse } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /admin/role/list. */
export function useRoles() {
  return useQuery({
    queryKey: ['admin', 'roles'],
    queryFn: async () => roleListResponse.parse(await apiGet<unknown>('/admin/role/list')).data,
    staleTime: 0,
  });
}
