import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okMessageSchema, STUDY_LIMITS, studyCardSchema, type AddCardBody } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';
import { STUDY_COUNT_KEY } from '../../../components/study-nav-link';
import type { ToolResult } from './run-tool';

const addedResponse = okMessageSchema(studyCardSchema);

/** POST /study/cards: 加入学习 straight from a result, without saving a favourite. */
export const addStudyCard = async (body: AddCardBody) =>
  addedResponse.parse(await apiPost<unknown>('/study/cards', body));

/** The card a result makes: a translation keeps its Mandarin and teaching notes; an annotation is the Cantonese itself. */
export function studyCardOf(result: ToolResult): AddCardBody {
  if (result.kind === 'translate')
    return {
      mandarin: result.source,
      cantonese: result.output,
      notes: result.changes.slice(0, STUDY_LIMITS.notes),
    };
  return { cantonese: result.source };
}

export function useAddStudyCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addStudyCard,
    onSuccess: () => void client.invalidateQueries({ queryKey: STUDY_COUNT_KEY }),
  });
}
