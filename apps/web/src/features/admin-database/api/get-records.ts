import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  phoneticPageResponse,
  translationPageResponse,
  type PhoneticRecord,
  type TranslateType,
  type TranslationRecord,
} from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

export type RecordKind = TranslateType | 'phonetics';
export type AnyRecord = TranslationRecord | PhoneticRecord;

export interface ListQuery {
  kind: RecordKind;
  page: number;
  size: number;
  search: string;
}

export const RECORDS_KEY = ['admin', 'database'] as const;

/** GET /translation/paginated (by translate_type) or /phonetics/paginated: data and total. */
export function useRecords(q: ListQuery) {
  return useQuery({
    queryKey: [...RECORDS_KEY, q],
    queryFn: async (): Promise<{ data: AnyRecord[]; total: number }> => {
      const page = { page: q.page, size: q.size, search: q.search || undefined };
      return q.kind === 'phonetics'
        ? phoneticPageResponse.parse(await apiGet<unknown>('/phonetics/paginated', page))
        : translationPageResponse.parse(
            await apiGet<unknown>('/translation/paginated', { ...page, translate_type: q.kind }),
          );
    },
    placeholderData: keepPreviousData,
  });
}
