import { detectScript, hansToHantText, normaliseToHans } from './script.js';
import type { Lit } from './tokens.js';
import { lit } from './tokens.js';
import type { PhraseRecord, TranslationTables } from './types.js';
import { runToEnd, STEP_RECORDS } from '../steps.js';

export interface CompiledRecord {
  /** Simplified form of the record's source text, as matched. */
  from: string;
  to: Lit;
}

/** The admin's translation records, compiled for matching (built once per table version). */
export interface CompiledTables {
  exact: ReadonlyMap<string, Lit>;
  /** Phrase records by first character, longest first. */
  input: ReadonlyMap<string, readonly CompiledRecord[]>;
  output: ReadonlyMap<string, readonly CompiledRecord[]>;
}

/** Admin text in both scripts, whichever script the admin typed it in. */
function bothScripts(text: string): Lit {
  if (detectScript(text) === 'hant') return { hant: text, hans: normaliseToHans(text) };
  const hant = hansToHantText(text);
  return hant.length === text.length ? { hant, hans: text } : lit(text);
}

function* byFirstChar(
  records: readonly PhraseRecord[],
): Generator<void, Map<string, CompiledRecord[]>, void> {
  const map = new Map<string, CompiledRecord[]>();
  let done = 0;
  for (const r of records) {
    if (++done % STEP_RECORDS === 0) yield;
    const from = normaliseToHans(r.from.trim());
    if (!from) continue;
    const list = map.get(from[0]!) ?? [];
    list.push({ from, to: bothScripts(r.to.trim()) });
    map.set(from[0]!, list);
  }
  let sorted = 0;
  for (const list of map.values()) {
    if ((sorted += list.length) >= STEP_RECORDS) {
      sorted = 0;
      yield;
    }
    list.sort((x, y) => y.from.length - x.from.length);
  }
  return map;
}

/** Compiles the admin's records; the server rebuilds and swaps these when an admin edits them. */
export function createTranslationTables(tables: TranslationTables): CompiledTables {
  return runToEnd(buildTranslationTables(tables));
}

/** createTranslationTables in steps, as buildOverrideSet. */
export function* buildTranslationTables(
  tables: TranslationTables,
): Generator<void, CompiledTables, void> {
  const exact = new Map<string, Lit>();
  let done = 0;
  for (const r of tables.input) {
    if (++done % STEP_RECORDS === 0) yield;
    const from = normaliseToHans(r.from.trim());
    if (from && !exact.has(from)) exact.set(from, bothScripts(r.to.trim()));
  }
  const input = yield* byFirstChar(tables.input);
  const output = yield* byFirstChar(tables.output);
  return { exact, input, output };
}

export const EMPTY_TABLES: CompiledTables = createTranslationTables({ input: [], output: [] });

/** Longest record starting at text[i], if any. */
export function matchAt(
  records: ReadonlyMap<string, readonly CompiledRecord[]>,
  text: string,
  i: number,
): CompiledRecord | undefined {
  const list = records.get(text[i]!);
  if (!list) return undefined;
  for (const r of list) if (text.startsWith(r.from, i)) return r;
  return undefined;
}

/**
 * The admin's output records applied to Cantonese text that did not come from the engine's tokens
 * (a language model's answer): leftmost-longest matches on its Simplified form, replaced in the
 * text's own script. The engine's own output gets them through translate().
 */
export function correctText(text: string, tables: CompiledTables): string {
  if (!tables.output.size || !text) return text;
  const hans = normaliseToHans(text);
  // Position i of the Simplified form is position i of the text when the conversion kept lengths.
  const view = hans.length === text.length ? text : hans;
  const hant = detectScript(text) === 'hant';
  let out = '';
  let i = 0;
  while (i < hans.length) {
    const r = matchAt(tables.output, hans, i);
    if (r) {
      out += hant ? r.to.hant : r.to.hans;
      i += r.from.length;
    } else out += view[i++];
  }
  return out;
}
