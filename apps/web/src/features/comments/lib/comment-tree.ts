import type { Comment } from '@yuexue/contract';
import type { ListPage } from '../../../lib/paging';

/** A comment with its replies, at any of the three levels (the contract's Comment fits). */
export interface CommentNode extends Omit<Comment, 'replies'> {
  replies: CommentNode[];
}

/** The list with `reply` added last under its parent (replies read oldest first); unchanged when the parent is not loaded. */
export function insertReply(
  list: CommentNode[],
  parentId: number,
  reply: CommentNode,
): CommentNode[] {
  let changed = false;
  const walk = (nodes: CommentNode[]): CommentNode[] =>
    nodes.map((n) => {
      if (changed) return n;
      if (n.id === parentId) {
        changed = true;
        return { ...n, replies: [...n.replies, reply] };
      }
      const replies = walk(n.replies);
      return replies === n.replies || !changed ? n : { ...n, replies };
    });
  const next = walk(list);
  return changed ? next : list;
}

/** The list without comment `id` (and the replies under it); `topLevel` tells whether a counted comment went. */
export function removeComment(
  list: CommentNode[],
  id: number,
): { list: CommentNode[]; removed: boolean; topLevel: boolean } {
  if (list.some((n) => n.id === id))
    return { list: list.filter((n) => n.id !== id), removed: true, topLevel: true };
  let removed = false;
  const walk = (nodes: CommentNode[]): CommentNode[] =>
    nodes.map((n) => {
      if (removed) return n;
      if (n.replies.some((r) => r.id === id)) {
        removed = true;
        return { ...n, replies: n.replies.filter((r) => r.id !== id) };
      }
      const replies = walk(n.replies);
      return removed ? { ...n, replies } : n;
    });
  const next = walk(list);
  return removed
    ? { list: next, removed, topLevel: false }
    : { list, removed: false, topLevel: false };
}

/**
 * public-site §4 Comment, applied to the loaded pages: a new comment goes first on page one and
 * raises the total; a reply goes under its parent; a deletion takes the comment out (and lowers
 * the total when it was a top-level one, the only kind the total counts).
 */
export const pagesWith = {
  added(pages: ListPage<CommentNode>[], comment: CommentNode): ListPage<CommentNode>[] {
    if (comment.parent_id === null)
      return pages.map((p, i) => ({
        data: i === 0 ? [comment, ...p.data] : p.data,
        total: p.total + 1,
      }));
    const parentId = comment.parent_id;
    return pages.map((p) => ({ ...p, data: insertReply(p.data, parentId, comment) }));
  },
  removed(pages: ListPage<CommentNode>[], id: number): ListPage<CommentNode>[] {
    let topLevel = false;
    const next = pages.map((p) => {
      const r = removeComment(p.data, id);
      if (r.topLevel) topLevel = true;
      return { ...p, data: r.list };
    });
    return topLevel ? next.map((p) => ({ ...p, total: Math.max(0, p.total - 1) })) : next;
  },
};
