import { describe, expect, it } from 'vitest';
import { createTranslationTables, lookupLexicon } from '../src/index.js';

const pairsOf = (word: string, tables?: Parameters<typeof createTranslationTables>[0]) =>
  lookupLexicon(word, tables ? { tables: createTranslationTables(tables) } : {}).equivalents.map(
    (p) => `${p.mandarin}→${p.cantonese}:${p.source}`,
  );

describe('lookupLexicon', () => {
  it('finds the Cantonese word for a Mandarin word, in either script', () => {
    expect(pairsOf('吃饭')).toContain('吃饭→食飯:lexicon');
    expect(pairsOf('吃飯')).toContain('吃饭→食飯:lexicon');
  });

  it('finds the Mandarin words behind a Cantonese word (Cantonese → Mandarin)', () => {
    const pairs = pairsOf('佢');
    expect(pairs).toEqual(expect.arrayContaining(['他→佢:lexicon', '她→佢:lexicon']));
    expect(pairsOf('食饭')).toContain('吃饭→食飯:lexicon');
  });

  it('drops the aspect marker position and gives both scripts of the Cantonese side', () => {
    const pair = lookupLexicon('吃饭').equivalents.find((p) => p.source === 'lexicon')!;
    expect(pair.cantonese).toBe('食飯');
    expect(pair.cantoneseSimplified).toBe('食饭');
  });

  it('reports when a pair only applies in some contexts', () => {
    const conditional = lookupLexicon('行').equivalents.filter((p) => p.conditions.length > 0);
    expect(conditional.length).toBeGreaterThan(0);
    expect(conditional[0]!.conditions[0]!.kind).toMatch(
      /^(next|prev|nextTag|prevTag|end|start|q)$/,
    );
  });

  it('gives Simplified and Traditional forms of the query', () => {
    expect(lookupLexicon('银行')).toMatchObject({ simplified: '银行', traditional: '銀行' });
    expect(lookupLexicon('係')).toMatchObject({ simplified: '系', traditional: '係' });
  });

  it('lists related pairs that contain the word, shortest first and capped', () => {
    const { related } = lookupLexicon('是', { relatedLimit: 3 });
    expect(related).toHaveLength(3);
    expect(
      related.every(
        (p) =>
          p.mandarin.includes('是') ||
          p.cantoneseSimplified.includes('是') ||
          p.cantonese.includes('是'),
      ),
    ).toBe(true);
    expect(related[0]!.mandarin.length).toBeLessThanOrEqual(related[2]!.mandarin.length);
  });

  it("puts the admin's records first, marked as such", () => {
    const pairs = pairsOf('老公', { input: [{ from: '老公', to: '老公仔' }], output: [] });
    expect(pairs[0]).toBe('老公→老公仔:admin_input');
    expect(pairsOf('食咗', { input: [], output: [{ from: '食咗', to: '食咗喇' }] })[0]).toBe(
      '食咗→食咗喇:admin_output',
    );
  });

  it('answers blank or non-string input with nothing', () => {
    expect(lookupLexicon('  ').equivalents).toEqual([]);
    expect(lookupLexicon(undefined as unknown as string).related).toEqual([]);
  });
});
