import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  drillAnswerResultSchema,
  drillSchema,
  okSchema,
  type DrillAnswerBody,
} from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

const KEY = ['study', 'drill'] as const;
const drillResponse = okSchema(drillSchema);
const answerResponse = okSchema(drillAnswerResultSchema);

/** GET /study/drill: ten tone items (mistakes first, then the learner's own syllables, then common ones). */
export const fetchDrill = async () =>
  drillResponse.parse(await apiGet<unknown>('/study/drill')).data.items;
/** POST /study/drill/answer: records the tone chosen for a syllable; answers whether it was right. */
export const answerDrill = async (body: DrillAnswerBody) =>
  answerResponse.parse(await apiPost<unknown>('/study/drill/answer', body)).data;

export function useDrill() {
  return useQuery({
    queryKey: KEY,
    queryFn: fetchDrill,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useAnswerDrill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerDrill,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['study', 'progress'] }),
  });
}
