import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSettingsResponse,
  adminSettingsSavedResponse,
  roleListResponse,
  roleSavedResponse,
  testEmailResponse,
  type RoleUpdateBody,
  type SettingsCategory,
} from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

export type FormCategory = Exclude<SettingsCategory, 'use_limit'>;
const key = (category: SettingsCategory) => ['admin', 'settings', category] as const;

/** GET /admin/system/settings?category=…: the category with defaults filled in and secrets masked. */
export function useSettingsCategory(category: FormCategory) {
  return useQuery({
    queryKey: key(category),
    queryFn: async (): Promise<Record<string, unknown>> =>
      adminSettingsResponse.parse(await apiGet<unknown>('/admin/system/settings', { category }))
        .data,
    staleTime: 0,
  });
}

/** POST /admin/system/settings?category=…; after general, the public settings (title, favicon) reload too. */
export function useSaveSettings(category: FormCategory) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      adminSettingsSavedResponse.parse(
        await apiPost<unknown>(`/admin/system/settings?category=${category}`, body),
      ),
    onSuccess: (res) => {
      qc.setQueryData(key(category), res.data);
      if (category === 'general') void qc.invalidateQueries({ queryKey: ['settings', 'general'] });
    },
  });
}

export async function sendTestEmail(to: string) {
  return testEmailResponse.parse(
    await apiPost<unknown>('/admin/system/settings/test-email', { to }),
  ).data;
}

/** GET /admin/role/list. */
export function useRoles() {
  return useQuery({
    queryKey: ['admin', 'roles'],
    queryFn: async () => roleListResponse.parse(await apiGet<unknown>('/admin/role/list')).data,
    staleTime: 0,
  });
}

/** POST /admin/role/update/{id}; success reloads the role list (back-office §4 Role save). */
export function useSaveRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: RoleUpdateBody & { id: number }) =>
      roleSavedResponse.parse(await apiPost<unknown>(`/admin/role/update/${id}`, body)),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'roles'] }),
  });
}
