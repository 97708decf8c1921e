import { useMutation } from '@tanstack/react-query';
import {
  MSG,
  phoneticsResponse,
  translateResponse,
  type PhoneticSystemName,
  type ToolUsage,
} from '@yuexue/contract';
import { ApiError, apiPost } from '../../../lib/api-client';

export type ToolKind = 'translate' | 'phonetics';
export type PhoneticResults = ReturnType<typeof translateResponse.parse>['phonetic_results'];
export type TranslationChange = ReturnType<typeof translateResponse.parse>['changes'][number];

/** What the result panel shows: the text that was annotated (the Cantonese translation, or the input itself) and its readings. */
export interface ToolResult {
  kind: ToolKind;
  source: string;
  /** Translate: the Cantonese translation; Annotate: the input as typed. */
  output: string;
  phonetics: PhoneticResults;
  changes: TranslationChange[];
  /** Today's usage of the tool after this use, as the answer carried it. */
  usage: ToolUsage;
}

/** POST /translate (public-site §7): the Cantonese translation, its readings and what was changed. */
export async function translateText(text: string): Promise<ToolResult> {
  const r = translateResponse.parse(await apiPost<unknown>('/translate', { text }));
  return {
    kind: 'translate',
    source: text,
    output: r.optimized_output,
    phonetics: r.phonetic_results,
    changes: r.changes,
    usage: r.usage,
  };
}

/** POST /phonetics (public-site §7): the readings of the text itself. */
export async function annotateText(text: string): Promise<ToolResult> {
  const r = phoneticsResponse.parse(await apiPost<unknown>('/phonetics', { text }));
  return {
    kind: 'phonetics',
    source: text,
    output: text,
    phonetics: r.phonetic_results,
    changes: [],
    usage: r.usage,
  };
}

/** The server's own message is shown as received for these (public-site §8 Translate/annotate). */
const AS_RECEIVED = new Set([
  'ip_blocked',
  'daily_limit_reached',
  'chars_per_request_exceeded',
  'daily_chars_reached',
  'forbidden_by_role',
  'maintenance',
  'bad_request',
  'too_many_requests',
]);

/** public-site §8: ip_blocked → the reason or the IP message; limit errors as received; otherwise the reason or the default. */
export function toolErrorMessage(kind: ToolKind, err: unknown): string {
  const fallback = kind === 'translate' ? MSG.language.translateError : MSG.language.phoneticsError;
  if (!(err instanceof ApiError)) return fallback;
  if (err.code === 'ip_blocked') return err.message || MSG.common.ipBlocked;
  if (err.code && AS_RECEIVED.has(err.code)) return err.message;
  // No answer at all (offline, timeout): say so rather than blame the engine.
  if (err.status === 0) return err.message;
  return fallback;
}

/** Runs Translate or Annotate (the answer carries today's usage; see useRecordToolUsage). */
export function useRunTool() {
  return useMutation({
    mutationFn: ({ kind, text }: { kind: ToolKind; text: string }) =>
      kind === 'translate' ? translateText(text) : annotateText(text),
  });
}

export const SYSTEMS: readonly PhoneticSystemName[] = [
  'pinyin_num',
  'pinyin_upper',
  'pinyin_hongkong',
];
