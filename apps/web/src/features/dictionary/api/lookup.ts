import { useQuery } from '@tanstack/react-query';
import { dictionaryResponse, type DictionaryEntry } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /dictionary/lookup?q=: readings, lexicon pairs and admin overrides of a character or word. */
export async function lookupWord(q: string): Promise<DictionaryEntry> {
  return dictionaryResponse.parse(await apiGet<unknown>('/dictionary/lookup', { q })).data;
}

export function useDictionaryEntry(q: string | null) {
  return useQuery({
    queryKey: ['dictionary', q],
    queryFn: () => lookupWord(q!),
    enabled: q !== null,
    staleTime: 5 * 60_000,
  });
}
