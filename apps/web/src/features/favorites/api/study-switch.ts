import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  favoriteSwitchResultSchema,
  okMessageSchema,
  okSchema,
  STUDY_LIMITS,
  studiedFavoritesSchema,
} from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';
import { STUDY_COUNT_KEY } from '../../../components/study-nav-link';

const KEY = ['study', 'favorites'] as const;
const studiedResponse = okSchema(studiedFavoritesSchema);
const switchResponse = okMessageSchema(favoriteSwitchResultSchema);

/** GET /study/favorites: which of my favourites are being studied. */
export const fetchStudied = async () =>
  new Set(studiedResponse.parse(await apiGet<unknown>('/study/favorites')).data.favorite_ids);

export function useStudiedFavorites() {
  return useQuery({ queryKey: KEY, queryFn: fetchStudied, staleTime: 0 });
}

/** POST /study/favorites/switch, in batches the server takes: favourites into study or out of it. */
export async function switchStudy(ids: number[], enabled: boolean): Promise<number> {
  let changed = 0;
  for (let i = 0; i < ids.length; i += STUDY_LIMITS.bulk) {
    const batch = ids.slice(i, i + STUDY_LIMITS.bulk);
    changed += switchResponse.parse(
      await apiPost<unknown>('/study/favorites/switch', { ids: batch, enabled }),
    ).data.changed;
  }
  return changed;
}

export function useSwitchStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, enabled }: { ids: number[]; enabled: boolean }) =>
      switchStudy(ids, enabled),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: STUDY_COUNT_KEY });
    },
  });
}
