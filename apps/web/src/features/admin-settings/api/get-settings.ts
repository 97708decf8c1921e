import { useQuery } from '@tanstack/react-query';
import { adminSettingsResponse, type SettingsCategory } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

export type FormCategory = Exclude<SettingsCategory, 'use_limit'>;
export const settingsKey = (category: SettingsCategory) => ['admin', 'settings', category] as const;

/** GET /admin/system/settings?category=…: the category with defaults filled in and secrets masked. */
export function useSettingsCategory(category: FormCategory) {
  return useQuery({
    queryKey: settingsKey(category),
    queryFn: async (): Promise<Record<string, unknown>> =>
      adminSettingsResponse.parse(await apiGet<unknown>('/admin/system/settings', { category }))
        .data,
    staleTime: 0,
  });
}
