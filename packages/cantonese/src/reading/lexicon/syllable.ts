import { jyutpingToGuangzhou } from '../../romanize/index.js';

/** One syllable in the three output systems, computed once and shared. */
export interface Syllable {
  jyutping: string;
  guangzhou: string;
  guangzhouSuperscript: string;
}

const interned = new Map<string, Syllable>();

export function syllable(jyutping: string): Syllable {
  let s = interned.get(jyutping);
  if (!s) {
    s = {
      jyutping,
      guangzhou: jyutpingToGuangzhou(jyutping),
      guangzhouSuperscript: jyutpingToGuangzhou(jyutping, true),
    };
    interned.set(jyutping, s);
  }
  return s;
}
