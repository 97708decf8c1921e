import { translate } from '@yuexue/cantonese';
import { STUDY_LIMITS, type CardKind, type Favorite } from '@yuexue/contract';
import type { LanguageService } from '../language/service.js';
import { withReadings } from '../tts/with-readings.js';

export interface CardContent {
  kind: CardKind;
  mandarin: string;
  cantonese: string;
  segments: Array<{ character: string; phonetic: string }>;
  notes: Array<{ from: string; to: string; start: number; end: number; rule: string }>;
}

const HAN = /\p{Script=Han}/gu;
/** A sentence is for the ear; a word or two is for reading its tones. */
const isSentence = (text: string) =>
  (text.match(HAN)?.length ?? 0) >= 5 || /[，。！？,.!?]/.test(text.trim().slice(0, -1));

/**
 * The kind of card follows what it holds: with Mandarin, recall the Cantonese for it; without,
 * a sentence is heard and recalled (listening), a word is read and its readings recalled.
 */
export function cardKind(mandarin: string, cantonese: string): CardKind {
  if (mandarin.trim()) return 'mandarin';
  return isSentence(cantonese) ? 'listening' : 'reading';
}

export const fitsACard = (text: string) =>
  [...text].length <= STUDY_LIMITS.text && text.trim().length > 0;

/** The engine's Jyutping for the text, with the learner's own readings where they saved some that fit. */
async function segmentsOf(language: LanguageService, cantonese: string, savedJyutping: string) {
  const { pinyin_hongkong } = await language.annotate(cantonese);
  if (savedJyutping.trim()) {
    try {
      return withReadings(pinyin_hongkong.segments, savedJyutping.trim());
    } catch {
      // A reading saved for a different system or count: the engine's reading stands.
    }
  }
  return pinyin_hongkong.segments;
}

/** The teaching notes of the rules that turn this Mandarin into this Cantonese (none when the learner edited it). */
async function notesOf(
  language: LanguageService,
  mandarin: string,
  cantonese: string,
): Promise<CardContent['notes']> {
  if (!mandarin.trim()) return [];
  const { tables } = await language.records();
  const result = translate(mandarin, { tables });
  return result.output === cantonese ? result.changes.slice(0, STUDY_LIMITS.notes) : [];
}

export async function contentOfFavorite(
  language: LanguageService,
  f: Favorite,
): Promise<CardContent | null> {
  const isTranslation = f.favorite_type === 'translation';
  const mandarin = isTranslation ? f.source_text : '';
  const cantonese = isTranslation ? f.translated_text : f.source_text;
  if (!fitsACard(cantonese) || [...mandarin].length > STUDY_LIMITS.text) return null;
  const saved = isTranslation
    ? f.pinyin_hongkong
    : f.phonetic_type === 'pinyin_hongkong'
      ? f.phonetic_text
      : '';
  return {
    kind: cardKind(mandarin, cantonese),
    mandarin,
    cantonese,
    segments: await segmentsOf(language, cantonese, saved),
    notes: await notesOf(language, mandarin, cantonese),
  };
}

export async function contentOfText(
  language: LanguageService,
  cantonese: string,
  mandarin: string,
  notes?: CardContent['notes'],
): Promise<CardContent> {
  return {
    kind: cardKind(mandarin, cantonese),
    mandarin,
    cantonese,
    segments: await segmentsOf(language, cantonese, ''),
    notes: notes ?? (await notesOf(language, mandarin, cantonese)),
  };
}
