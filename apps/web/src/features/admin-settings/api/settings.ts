import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, RoleUpdateBody, SettingsCategory } from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

export type FormCategory = Exclude<SettingsCategory, 'use_limit'>;
const key = (category: SettingsCategory) => ['admin', 'settings', category] as const;

/** GET /admin/system/settings?category=…: the category with defaults filled in and secrets masked. */
export function useSettingsCategory(category: FormCategory) {
  return useQuery({
    queryKey: key(category),
    queryFn: () =>
      apiGet<{ data: Record<string, unknown> }>('/admin/system/settings', { category }).then(
        (r) => r.data,
      ),
    staleTime: 0,
  });
}

/** POST /admin/system/settings?category=…; after general, the public settings (title, favicon) reload too. */
export function useSaveSettings(category: FormCategory) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiPost<{ data: Record<string, unknown>; reason: string }>(
        `/admin/system/settings?category=${category}`,
        body,
      ),
    onSuccess: (res) => {
      qc.setQueryData(key(category), res.data);
      if (category === 'general') void qc.invalidateQueries({ queryKey: ['settings', 'general'] });
    },
  });
}

export function sendTestEmail(to: string) {
  return apiPost<{ data: { via: 'smtp' | 'outbox'; message: string } }>(
    '/admin/system/settings/test-email',
    { to },
  ).then((r) => r.data);
}

/** GET /admin/role/list. */
export function useRoles() {
  return useQuery({
    queryKey: ['admin', 'roles'],
    queryFn: () => apiGet<{ data: Role[] }>('/admin/role/list').then((r) => r.data),
    staleTime: 0,
  });
}

/** POST /admin/role/update/{id}; success reloads the role list (back-office §4 Role save). */
export function useSaveRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RoleUpdateBody & { id: number }) =>
      apiPost<{ data: Role; message: string }>(`/admin/role/update/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'roles'] }),
  });
}
