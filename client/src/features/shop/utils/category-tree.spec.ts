import { parentOptions, type CategoryNode } from './category-tree';

const n = (id: string, zh: string, children: CategoryNode[] = [], en = ''): CategoryNode => ({
  id,
  name: { 'zh-cn': zh, 'en-us': en, 'zh-hant': zh },
  children,
});

describe('parentOptions', () => {
  const tree = [n('a', '装备', [n('a1', '脚蹼', [n('a11', '长脚蹼')]), n('a2', '面镜')], 'Gear'), n('b', '杂志')];

  it('lists the tree depth-first, indented, in the reader’s language (Chinese when blank)', () => {
    expect(parentOptions(tree, 'en-us', null)).toEqual([
      { id: 'a', label: 'Gear' },
      { id: 'a1', label: '— 脚蹼' },
      { id: 'a11', label: '— — 长脚蹼' },
      { id: 'a2', label: '— 面镜' },
      { id: 'b', label: '杂志' },
    ]);
  });

  it('leaves out the category being moved and its subtree', () => {
    expect(parentOptions(tree, 'zh-cn', 'a1').map((o) => o.id)).toEqual(['a', 'a2', 'b']);
  });
});
