import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  okMessageSchema,
  okSchema,
  studySettingsSchema,
  type StudySettingsBody,
} from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

const KEY = ['study', 'settings'] as const;
const settingsResponse = okSchema(studySettingsSchema);
const savedResponse = okMessageSchema(studySettingsSchema);

/** GET /study/settings and POST /study/settings: the daily goal and whether new favourites become cards. */
export const fetchSettings = async () =>
  settingsResponse.parse(await apiGet<unknown>('/study/settings')).data;
export const saveSettings = async (body: StudySettingsBody) =>
  savedResponse.parse(await apiPost<unknown>('/study/settings', body));

export function useStudySettings() {
  return useQuery({ queryKey: KEY, queryFn: fetchSettings });
}

export function useSaveStudySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (r) => {
      client.setQueryData(KEY, r.data);
      void client.invalidateQueries({ queryKey: ['study', 'progress'] });
    },
  });
}
