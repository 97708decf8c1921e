import { useQuery } from '@tanstack/react-query';
import { okSchema, studyDueSchema } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

export const STUDY_DUE_KEY = ['study', 'due'] as const;
const dueResponse = okSchema(studyDueSchema);

/** GET /study/due: the next cards to review (due reviews first, then today's new cards), with each grade's interval. */
export const fetchDue = async () => dueResponse.parse(await apiGet<unknown>('/study/due')).data;

export function useStudyDue(enabled: boolean) {
  return useQuery({
    queryKey: STUDY_DUE_KEY,
    queryFn: fetchDue,
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
