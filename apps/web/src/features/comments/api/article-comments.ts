import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { commentSchema, LIMITS, okListSchema } from '@yuexue/contract';
import { useCallback, useMemo } from 'react';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { apiGet } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/paging';
import { pagesWith, type CommentNode } from '../lib/comment-tree';
import { LATEST_COMMENTS_KEY } from './latest-comments';

const commentPageResponse = okListSchema(commentSchema);

/** GET /comments/article/{id}?page&size=10: top-level comments newest first, each with up to three levels of replies. */
export async function fetchCommentPage(
  articleId: number,
  page: number,
): Promise<ListPage<CommentNode>> {
  const r = commentPageResponse.parse(
    await apiGet<unknown>(`/comments/article/${articleId}`, {
      page,
      size: LIMITS.pageSize.comments,
    }),
  );
  return { data: r.data, total: r.total };
}

const commentsKey = (articleId: number) => ['comments', 'article', articleId] as const;

export function useArticleComments(articleId: number) {
  return usePagedQuery(commentsKey(articleId), (page) => fetchCommentPage(articleId, page));
}

/** Applies a posted or deleted comment to the loaded pages (no reload: the reader keeps their place). */
export function useCommentCache(articleId: number) {
  const client = useQueryClient();
  const update = useCallback(
    (change: (pages: ListPage<CommentNode>[]) => ListPage<CommentNode>[]) => {
      client.setQueryData<InfiniteData<ListPage<CommentNode>, number>>(
        commentsKey(articleId),
        (old) => (old ? { ...old, pages: change(old.pages) } : old),
      );
      void client.invalidateQueries({ queryKey: LATEST_COMMENTS_KEY });
    },
    [client, articleId],
  );
  return useMemo(
    () => ({
      added: (c: CommentNode) => update((pages) => pagesWith.added(pages, c)),
      removed: (id: number) => update((pages) => pagesWith.removed(pages, id)),
    }),
    [update],
  );
}
