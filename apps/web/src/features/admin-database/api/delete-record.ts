import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordDeletedResponse } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';
import { RECORDS_KEY, type RecordKind } from './get-records';

/** POST /translation/delete/{id}?translate_type= or /phonetics/delete/{id}. */
export function useDeleteRecord(kind: RecordKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      recordDeletedResponse.parse(
        await apiPost<unknown>(
          kind === 'phonetics'
            ? `/phonetics/delete/${id}`
            : `/translation/delete/${id}?translate_type=${kind}`,
        ),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: RECORDS_KEY }),
  });
}
