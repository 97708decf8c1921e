import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  favoriteSchema,
  okEmptySchema,
  okSchema,
  type Favorite,
  type FavoriteType,
} from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

const favoriteListResponse = okSchema(favoriteSchema.array());

const favoritesKey = (type: FavoriteType) => ['favorites', 'by-type', type] as const;

/** GET /favorites/list/by-type?type=: all of the signed-in user's favourites of one type, newest first. */
export const fetchFavoritesByType = async (type: FavoriteType) =>
  favoriteListResponse.parse(await apiGet<unknown>('/favorites/list/by-type', { type })).data;

export function useFavoritesByType(type: FavoriteType) {
  return useQuery({
    queryKey: favoritesKey(type),
    queryFn: () => fetchFavoritesByType(type),
    staleTime: 0,
  });
}

/** POST /favorites/delete/{id}; the row leaves the loaded list at once. */
export const deleteFavorite = async (id: number) =>
  okEmptySchema.parse(await apiPost<unknown>(`/favorites/delete/${id}`));

export function useDeleteFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (f: Pick<Favorite, 'id' | 'favorite_type'>) => deleteFavorite(f.id),
    onSuccess: (_r, f) =>
      client.setQueryData<Favorite[]>(favoritesKey(f.favorite_type), (old) =>
        old?.filter((x) => x.id !== f.id),
      ),
  });
}
