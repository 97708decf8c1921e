import { describe, expect, it } from 'vitest';
import { insertReply, pagesWith, removeComment, type CommentNode } from './comment-tree';

const node = (
  id: number,
  parent_id: number | null,
  depth: number,
  replies: CommentNode[] = [],
): CommentNode => ({
  id,
  article_id: 1,
  parent_id,
  depth,
  content: `c${id}`,
  image_url: null,
  user_id: 7,
  username: 'u',
  avatar_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
  replies,
});

// 1 ─ 2 ─ 3 ; 4
const tree = () => [node(1, null, 1, [node(2, 1, 2, [node(3, 2, 3)])]), node(4, null, 1)];
const ids = (list: CommentNode[]): unknown[] =>
  list.map((n) => (n.replies.length ? [n.id, ids(n.replies)] : n.id));

describe('insertReply', () => {
  it('adds a reply last under its parent at any level', () => {
    expect(ids(insertReply(tree(), 1, node(9, 1, 2)))).toEqual([[1, [[2, [3]], 9]], 4]);
    expect(ids(insertReply(tree(), 2, node(9, 2, 3)))).toEqual([[1, [[2, [3, 9]]]], 4]);
    expect(ids(insertReply(tree(), 4, node(9, 4, 2)))).toEqual([
      [1, [[2, [3]]]],
      [4, [9]],
    ]);
  });

  it('leaves the list (and untouched branches) as they were', () => {
    const list = tree();
    expect(insertReply(list, 99, node(9, 99, 2))).toBe(list);
    const next = insertReply(list, 4, node(9, 4, 2));
    expect(next[0]).toBe(list[0]);
  });
});

describe('removeComment', () => {
  it('removes a top-level comment with its replies', () => {
    const r = removeComment(tree(), 1);
    expect(ids(r.list)).toEqual([4]);
    expect(r).toMatchObject({ removed: true, topLevel: true });
  });

  it('removes a reply at level 2 or 3', () => {
    expect(ids(removeComment(tree(), 3).list)).toEqual([[1, [2]], 4]);
    expect(ids(removeComment(tree(), 2).list)).toEqual([1, 4]);
    expect(removeComment(tree(), 3)).toMatchObject({ removed: true, topLevel: false });
  });

  it('reports a comment that is not loaded', () => {
    const list = tree();
    expect(removeComment(list, 99)).toEqual({ list, removed: false, topLevel: false });
  });
});

describe('pagesWith (public-site §4 Comment)', () => {
  const pages = () => [
    { data: tree(), total: 3 },
    { data: [node(5, null, 1)], total: 3 },
  ];

  it('puts a new comment first on page one and raises the total', () => {
    const next = pagesWith.added(pages(), node(9, null, 1));
    expect(next[0]!.data.map((n) => n.id)).toEqual([9, 1, 4]);
    expect(next.map((p) => p.total)).toEqual([4, 4]);
  });

  it('puts a reply under its parent without changing the total', () => {
    const next = pagesWith.added(pages(), node(9, 5, 2));
    expect(ids(next[1]!.data)).toEqual([[5, [9]]]);
    expect(next.map((p) => p.total)).toEqual([3, 3]);
  });

  it('lowers the total only when a top-level comment goes', () => {
    expect(pagesWith.removed(pages(), 5).map((p) => p.total)).toEqual([2, 2]);
    expect(pagesWith.removed(pages(), 3).map((p) => p.total)).toEqual([3, 3]);
  });
});
