import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSettingsSavedResponse } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';
import { settingsKey, type FormCategory } from './get-settings';

/** POST /admin/system/settings?category=…; after general, the public settings (title, favicon) reload too. */
export function useSaveSettings(category: FormCategory) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      adminSettingsSavedResponse.parse(
        await apiPost<unknown>(`/admin/system/settings?category=${category}`, body),
      ),
    onSuccess: (res) => {
      qc.setQueryData(settingsKey(category), res.data);
      if (category === 'general') void qc.invalidateQueries({ queryKey: ['settings', 'general'] });
    },
  });
}
