import { hasTag } from '../clause.js';
import { litPiece } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

const PHOTOS = new Set(['照片', '相片', '照', '相']);

/**
 * Taking a photo is 影相 in Cantonese, whatever stands between the verb and the photo (拍几张照片 →
 * 影幾張相, 帮我拍一张照片 → 幫我影張相); 拍 alone is still a pat or a clap (拍手, 拍拍他的肩膀).
 */
export const takePhoto: Rule = {
  name: 'lexicon:photo',
  apply({ tokens }) {
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i]!.src !== '拍') continue;
      let k = i + 1;
      while (
        k < tokens.length &&
        (hasTag(tokens[k], 'num') ||
          hasTag(tokens[k], 'm') ||
          tokens[k]!.src === '了' ||
          /^[一两几这那][张些]?$/u.test(tokens[k]!.src))
      )
        k++;
      if (tokens[k] && PHOTOS.has(tokens[k]!.src)) literal(tokens[i]!, [litPiece('影')], this.name);
    }
  },
};
