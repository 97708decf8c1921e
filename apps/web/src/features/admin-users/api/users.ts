import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { USER_SORT_FIELDS, USER_TYPES, SORT_ORDERS } from '@yuexue/contract';
import {
  adminProductListResponse,
  adminUserSchema,
  LIMITS,
  okSchema,
  roleSchema,
  userListResponse,
  type UserUpdateBody,
} from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

export interface UserListParams {
  page: number;
  search: string;
  user_type: (typeof USER_TYPES)[number];
  sort_by: (typeof USER_SORT_FIELDS)[number];
  sort_order: (typeof SORT_ORDERS)[number];
}

/** GET /users/subscription {page, page_size 10, search, user_type, sort_by, sort_order}. */
export function useAdminUsers(p: UserListParams) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'list', p],
    queryFn: async () =>
      userListResponse.parse(
        await apiGet<unknown>('/users/subscription', {
          page: p.page,
          page_size: LIMITS.pageSize.adminUsers,
          search: p.search || undefined,
          user_type: p.user_type,
          sort_by: p.sort_by,
          sort_order: p.sort_order,
          _t: Date.now(),
        }),
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const updateResponse = okSchema(adminUserSchema);

/** POST /admin/user/update: the edit modal sends every field, the ban toggle only id and is_banned. */
export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserUpdateBody) =>
      updateResponse.parse(await apiPost<unknown>('/admin/user/update', body)).data,
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}

const roleListResponse = okSchema(roleSchema.array());

/** GET /admin/role/list: the roles the edit modal offers. */
export function useRoles() {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'roles'],
    queryFn: async () => roleListResponse.parse(await apiGet<unknown>('/admin/role/list')).data,
  });
}

/** GET /admin/product/list: the products whose days can be added to a user's subscription. */
export function useGrantableProducts() {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'products'],
    queryFn: async () =>
      adminProductListResponse.parse(await apiGet<unknown>('/admin/product/list')).data,
  });
}
