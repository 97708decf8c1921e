import type { CompiledTables } from './admin.js';
import { EMPTY_TABLES, matchAt } from './admin.js';
import { isClause, splitClauses } from './clause.js';
import { buildLexicon } from './lexicon/index.js';
import { applyLexicon } from './lexical.js';
import { MANDARIN_TAGS, NAME_CLASS, mandarinTrie, mandarinTrieStats } from './mandarin/index.js';
import { keepTransliterations } from './mandarin/transliteration.js';
import { RULES } from './rules/index.js';
import type { Script } from './script.js';
import { detectScript, normaliseToHans } from './script.js';
import { segment } from './segment.js';
import type { Token } from './tokens.js';
import { piecesOf, renderPieces } from './tokens.js';
import type { TranslateResult, TranslationChange } from './types.js';

const LEXICON = buildLexicon();

/** The Mandarin dictionary's size and build time at first use (the bench prints them). */
export const mandarinDictionaryStats = () => mandarinTrieStats(LEXICON.words);

export interface TranslateOptions {
  /** The admin's records, compiled by createTranslationTables. */
  tables?: CompiledTables;
  /** Rule names to switch off (used by the evaluation to measure what each rule earns). */
  disable?: readonly string[];
}

/** The source after the admin's input records: Simplified text, the same in the output script,
 * and for each of its UTF-16 units the span of the original input it came from. */
interface Source {
  hans: string;
  view: string;
  start: number[];
  end: number[];
  adminSpans: Array<[number, number]>;
}

function rewriteInput(text: string, hans: string, script: Script, tables: CompiledTables): Source {
  if (!tables.input.size) {
    const start = new Array<number>(hans.length);
    const end = new Array<number>(hans.length);
    for (let i = 0; i < hans.length; i++) {
      start[i] = i;
      end[i] = i + 1;
    }
    return { hans, view: text, start, end, adminSpans: [] };
  }
  const src: Source = { hans: '', view: '', start: [], end: [], adminSpans: [] };
  let i = 0;
  while (i < hans.length) {
    const r = matchAt(tables.input, hans, i);
    if (r) {
      const shown =
        script === 'hant' && r.to.hant.length === r.to.hans.length ? r.to.hant : r.to.hans;
      src.hans += r.to.hans;
      src.view += shown;
      for (let k = 0; k < r.to.hans.length; k++) {
        src.start.push(i);
        src.end.push(i + r.from.length);
      }
      src.adminSpans.push([i, i + r.from.length]);
      i += r.from.length;
    } else {
      src.hans += hans[i];
      src.view += text[i];
      src.start.push(i);
      src.end.push(i + 1);
      i++;
    }
  }
  return src;
}

/** Runs the lexicon and the rules over the source; returns the tokens in output order. */
function runEngine(hans: string, disable: readonly string[] | undefined): Token[] {
  const rules = disable?.length ? RULES.filter((r) => !disable.includes(r.name)) : RULES;
  const out: Token[] = [];
  const mandarin = disable?.includes('mandarin-words') ? undefined : mandarinTrie(LEXICON.words);
  let tokens = segment(hans, LEXICON.words, LEXICON.maxLen, mandarin);
  if (!disable?.includes('transliteration'))
    tokens = keepTransliterations(tokens, MANDARIN_TAGS[NAME_CLASS]!);
  for (const item of splitClauses(tokens)) {
    if (!isClause(item)) {
      out.push(item);
      continue;
    }
    if (!disable?.includes('lexicon')) applyLexicon(item, LEXICON.words);
    for (const rule of rules) rule.apply(item);
    out.push(...item.tokens);
  }
  return out;
}

/** Applies the admin's output records to the rendered Cantonese, regrouping the tokens they cover. */
function correctOutput(
  tokens: Token[],
  tables: CompiledTables,
  script: Script,
  view: string,
): Token[] {
  if (!tables.output.size) return tokens;
  const hansParts = tokens.map((t) => renderPieces(piecesOf(t), 'hans', view));
  const shownParts =
    script === 'hans' ? hansParts : tokens.map((t) => renderPieces(piecesOf(t), script, view));
  const hans = hansParts.join('');
  const owner: number[] = [];
  const offset: number[] = [];
  hansParts.forEach((p, t) => {
    for (let k = 0; k < p.length; k++) {
      owner.push(t);
      offset.push(k);
    }
  });
  const result: Token[] = [];
  let nextToken = 0;
  let i = 0;
  while (i < hans.length) {
    const r = matchAt(tables.output, hans, i);
    if (!r) {
      i++;
      continue;
    }
    const first = owner[i]!;
    const last = owner[i + r.from.length - 1]!;
    const sameLength = (t: number) => shownParts[t]!.length === hansParts[t]!.length;
    const prefix = sameLength(first) ? shownParts[first]!.slice(0, offset[i]!) : '';
    const lastOffset = offset[i + r.from.length - 1]! + 1;
    const suffix = sameLength(last) ? shownParts[last]!.slice(lastOffset) : '';
    const shown = script === 'hant' ? r.to.hant : r.to.hans;
    result.push(...tokens.slice(nextToken, first));
    result.push({
      src: tokens
        .slice(first, last + 1)
        .map((t) => t.src)
        .join(''),
      a: tokens[first]!.a,
      b: tokens[last]!.b,
      type: 'han',
      tags: tokens[first]!.tags,
      out: [{ kind: 'lit', lit: { hant: prefix + shown + suffix, hans: prefix + shown + suffix } }],
      rule: 'admin:output',
    });
    nextToken = last + 1;
    i = owner.findIndex((t, k) => k >= i && t > last);
    if (i < 0) i = hans.length;
  }
  result.push(...tokens.slice(nextToken));
  return result;
}

/**
 * Mandarin → colloquial written Cantonese. An exact match among the admin's input records wins;
 * otherwise the admin's input records rewrite the Mandarin, the engine translates, and the
 * admin's output records correct the Cantonese. The output keeps the input's script.
 */
export function translate(text: string, options: TranslateOptions = {}): TranslateResult {
  if (!text) return { output: '', changes: [] };
  const tables = options.tables ?? EMPTY_TABLES;
  const script = detectScript(text);
  const hans = normaliseToHans(text);

  const key = hans.trim();
  const exact = tables.exact.get(key);
  if (exact) {
    const lead = hans.length - hans.trimStart().length;
    const to = script === 'hant' ? exact.hant : exact.hans;
    const output = text.slice(0, lead) + to + text.slice(lead + key.length);
    return {
      output,
      changes: [
        {
          from: text.slice(lead, lead + key.length),
          to,
          start: lead,
          end: lead + key.length,
          rule: 'admin:exact',
        },
      ],
    };
  }

  const source = rewriteInput(text, hans, script, tables);
  const tokens = correctOutput(
    runEngine(source.hans, options.disable),
    tables,
    script,
    source.view,
  );

  let output = '';
  const changes: TranslationChange[] = [];
  const adminGroups = new Map<number, { start: number; end: number; to: string }>();
  for (const t of tokens) {
    const shown = renderPieces(piecesOf(t), script, source.view);
    output += shown;
    const start = source.start[t.a]!;
    const end = source.end[t.b - 1]!;
    const span = source.adminSpans.findIndex(([s, e]) => start < e && end > s);
    if (span >= 0) {
      const g = adminGroups.get(span) ?? { start, end, to: '' };
      g.start = Math.min(g.start, start);
      g.end = Math.max(g.end, end);
      g.to += shown;
      adminGroups.set(span, g);
      continue;
    }
    if (t.rule && shown !== source.view.slice(t.a, t.b))
      changes.push({ from: text.slice(start, end), to: shown, start, end, rule: t.rule });
  }
  for (const g of adminGroups.values())
    changes.push({
      from: text.slice(g.start, g.end),
      to: g.to,
      start: g.start,
      end: g.end,
      rule: 'admin:input',
    });
  changes.sort((x, y) => x.start - y.start);
  return { output, changes };
}
