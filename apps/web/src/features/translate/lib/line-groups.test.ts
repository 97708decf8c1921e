import { describe, expect, it } from 'vitest';
import { lineGroups } from './line-groups';

const grouped = (text: string) =>
  lineGroups([...text]).map((g) => g.map((i) => [...text][i]).join(''));

describe('lineGroups: no line starts with closing punctuation or ends with opening punctuation', () => {
  it.each([
    ['你好。', ['你', '好。']],
    ['食咗飯未呀？！', ['食', '咗', '飯', '未', '呀？！']],
    ['佢話：「好！」', ['佢', '話：', '「好！」']],
    ['（笑）你', ['（笑）', '你']],
    ['一\n。二', ['一', '\n', '。', '二']],
    ['。開頭', ['。', '開', '頭']],
    ['結尾「', ['結', '尾', '「']],
  ])('%s', (text, groups) => {
    expect(grouped(text)).toEqual(groups);
  });
});
