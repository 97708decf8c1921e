import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gradeResultSchema, okSchema } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';
import { STUDY_COUNT_KEY } from '../../../components/study-nav-link';

const gradeResponse = okSchema(gradeResultSchema);

/** POST /study/cards/{id}/grade: 1 重来, 2 困难, 3 良好, 4 简单; answers the card's next due and the new due count. */
export const gradeCard = async (id: number, rating: number) =>
  gradeResponse.parse(await apiPost<unknown>(`/study/cards/${id}/grade`, { rating })).data;

export function useGradeCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: number; rating: number }) => gradeCard(id, rating),
    onSuccess: (r) => {
      client.setQueryData(STUDY_COUNT_KEY, r.due_count);
      void client.invalidateQueries({ queryKey: ['study', 'progress'] });
    },
  });
}
