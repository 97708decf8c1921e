import { useMutation } from '@tanstack/react-query';
import { commentSchema, okSchema } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';

const postedResponse = okSchema(commentSchema);

export interface NewComment {
  article_id: number;
  content: string;
  image_url?: string | null;
  parent_id?: number | null;
}

/** POST /comments: a comment, or a reply when parent_id is set (three levels at most). */
export const postComment = async (body: NewComment) =>
  postedResponse.parse(await apiPost<unknown>('/comments', body)).data;

export function usePostComment() {
  return useMutation({ mutationFn: postComment });
}
