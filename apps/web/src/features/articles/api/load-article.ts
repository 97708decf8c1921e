import { useQuery } from '@tanstack/react-query';
import { articleSchema, okSchema, type Article } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';
import { pageData, pageDataReadAt } from '../../../lib/page-data';
import { useAuthStore } from '../../../stores/auth-store';

const articleResponse = okSchema(articleSchema);

/** GET /article/load/{id}: the body comes sanitised and, for a non-free article, cut to the reader's role. */
export const fetchArticle = async (id: number) =>
  articleResponse.parse(await apiGet<unknown>(`/article/load/${id}`)).data;

/** The article as the server put it into the page (what a guest gets), so the page draws it at once. */
function embeddedArticle(id: number | undefined): Article | undefined {
  const raw = id === undefined ? undefined : pageData(`/article/load/${id}`);
  const parsed = raw === undefined ? undefined : articleResponse.safeParse(raw);
  return parsed?.success ? parsed.data.data : undefined;
}

export function useArticle(id: number | undefined) {
  // The cut depends on the reader's role, so a login, a logout or a new role loads the body again.
  const reader = useAuthStore((s) =>
    s.token === null ? 'guest' : (s.user?.role_code ?? 'signed-in'),
  );
  return useQuery({
    queryKey: ['articles', 'detail', id, reader],
    queryFn: () => fetchArticle(id!),
    enabled: id !== undefined,
    staleTime: 0,
    // A guest's article is the one in the page; a signed-in reader sees it while theirs loads.
    ...(reader === 'guest'
      ? { initialData: () => embeddedArticle(id), initialDataUpdatedAt: pageDataReadAt }
      : { placeholderData: () => embeddedArticle(id) }),
  });
}
