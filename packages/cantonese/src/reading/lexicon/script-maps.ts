import { S2T_CHARS, T2S_CHARS } from './simplified-index.js';

// Character maps between the scripts (from OpenCC's tables; see simplified-index.ts). Index keys
// only: what users read goes through translate/script.ts (Hong Kong variants); docs/decisions.md
// says why the two differ.

function pairMap(packed: string): Map<string, string> {
  const chars = Array.from(packed);
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < chars.length; i += 2) map.set(chars[i]!, chars[i + 1]!);
  return map;
}

let s2t: Map<string, string> | null = null;
let t2s: Map<string, string> | null = null;

/** Simplified → default Traditional character (phrases may choose another: see SIMPLIFIED_PHRASES). */
export function simplifiedToTraditionalChar(c: string): string {
  s2t ??= pairMap(S2T_CHARS);
  return s2t.get(c) ?? c;
}

export function traditionalToSimplifiedChar(c: string): string {
  t2s ??= pairMap(T2S_CHARS);
  return t2s.get(c) ?? c;
}

export const toSimplified = (word: string) =>
  Array.from(word, traditionalToSimplifiedChar).join('');
export const toDefaultTraditional = (word: string) =>
  Array.from(word, simplifiedToTraditionalChar).join('');
