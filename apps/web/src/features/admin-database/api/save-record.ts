import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneticSavedResponse, translationSavedResponse } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';
import { RECORDS_KEY, type RecordKind } from './get-records';

/** POST …/add or …/update (id present): the saved record. */
export function useSaveRecord(kind: RecordKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const action = body.id ? 'update' : 'add';
      return kind === 'phonetics'
        ? phoneticSavedResponse.parse(await apiPost<unknown>(`/phonetics/${action}`, body))
        : translationSavedResponse.parse(
            await apiPost<unknown>(`/translation/${action}`, { ...body, translate_type: kind }),
          );
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: RECORDS_KEY }),
  });
}
