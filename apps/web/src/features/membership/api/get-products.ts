import { useQuery } from '@tanstack/react-query';
import { productListResponse } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

export const PRODUCTS_KEY = ['membership', 'products'] as const;

/** GET /product/list: products on sale, by sort_order, with the price that applies now. */
export function useProducts() {
  return useQuery({
    queryKey: PRODUCTS_KEY,
    queryFn: async () => productListResponse.parse(await apiGet<unknown>('/product/list')).data,
  });
}
