// Character-level corpus metrics: chrF (n=6, β=2, as sacreBLEU computes it: the average of the
// per-order F-scores over corpus-summed statistics) and BLEU-4 over characters.

function ngrams(chars: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= chars.length; i++) {
    const g = chars.slice(i, i + n).join('');
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return counts;
}

function matches(hyp: Map<string, number>, ref: Map<string, number>): number {
  let m = 0;
  for (const [g, c] of hyp) m += Math.min(c, ref.get(g) ?? 0);
  return m;
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Characters of a sentence without whitespace (code points). */
export function chars(text: string): string[] {
  return [...text.replace(/\s+/gu, '')];
}

export interface CorpusScore {
  chrF: number;
  bleu: number;
}

export function corpusScore(
  hyps: readonly string[],
  refs: readonly string[],
  order = 6,
  beta = 2,
): CorpusScore {
  const chrStats = Array.from({ length: order }, () => ({ hyp: 0, ref: 0, match: 0 }));
  const bleuStats = Array.from({ length: 4 }, () => ({ hyp: 0, match: 0 }));
  let hypLen = 0;
  let refLen = 0;
  hyps.forEach((h, k) => {
    const hc = chars(h);
    const rc = chars(refs[k]!);
    hypLen += hc.length;
    refLen += rc.length;
    for (let n = 1; n <= order; n++) {
      const hg = ngrams(hc, n);
      const rg = ngrams(rc, n);
      const m = matches(hg, rg);
      const s = chrStats[n - 1]!;
      s.hyp += total(hg);
      s.ref += total(rg);
      s.match += m;
      if (n <= 4) {
        bleuStats[n - 1]!.hyp += total(hg);
        bleuStats[n - 1]!.match += m;
      }
    }
  });
  const eps = 1e-16;
  const factor = beta * beta;
  let f = 0;
  let effective = 0;
  for (const s of chrStats) {
    const p = s.hyp > 0 ? s.match / s.hyp : eps;
    const r = s.ref > 0 ? s.match / s.ref : eps;
    const denom = factor * p + r;
    f += denom > 0 ? ((1 + factor) * p * r) / denom : eps;
    if (s.hyp > 0 && s.ref > 0) effective++;
  }
  let logPrecision = 0;
  for (const s of bleuStats)
    logPrecision += Math.log(s.hyp > 0 && s.match > 0 ? s.match / s.hyp : eps) / 4;
  const brevity = hypLen >= refLen ? 1 : Math.exp(1 - refLen / Math.max(hypLen, 1));
  return { chrF: (100 * f) / Math.max(effective, 1), bleu: 100 * brevity * Math.exp(logPrecision) };
}
