import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@yuexue/contract';
import { toNavTree } from './menus';

const item = (id: number, over: Partial<MenuItem> = {}): MenuItem => ({
  id,
  parent_id: 0,
  title: `m${id}`,
  url: `/m${id}`,
  icon: '',
  position: 'navbar',
  category: '',
  sort_order: id,
  is_visible: true,
  ...over,
});

describe('navbar menu tree', () => {
  it('keeps visible entries only, ordered by sort_order', () => {
    const tree = toNavTree([
      item(1, { sort_order: 3 }),
      item(2, { is_visible: false }),
      item(3, { sort_order: 1 }),
    ]);
    expect(tree.map((l) => l.title)).toEqual(['m3', 'm1']);
  });

  it('hangs children under a listed parent; orphans stay top level', () => {
    const tree = toNavTree([item(1), item(2, { parent_id: 1 }), item(3, { parent_id: 99 })]);
    expect(tree.map((l) => l.key)).toEqual(['1', '3']);
    expect(tree[0]!.children?.map((l) => l.key)).toEqual(['2']);
  });
});
