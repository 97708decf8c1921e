import { useQuery } from '@tanstack/react-query';
import { okSchema, studyProgressSchema } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

const progressResponse = okSchema(studyProgressSchema);

/** GET /study/progress: 30 days of reviews, cards by state, streak, retention, per-tone accuracy, daily goal. */
export const fetchProgress = async () =>
  progressResponse.parse(await apiGet<unknown>('/study/progress')).data;

export function useStudyProgress() {
  return useQuery({ queryKey: ['study', 'progress'], queryFn: fetchProgress, staleTime: 0 });
}
