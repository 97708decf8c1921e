import { MSG, type Favorite } from '@yuexue/contract';
import { formatDateTime } from '../../../lib/dates';

const SYSTEM = MSG.translator.systemNames;
const TYPE_NAME = { translation: '翻译', phonetic: '注音' } as const;

/** The rows whose texts or readings contain `query` (case-insensitive; blank keeps all). */
export function filterFavorites(rows: Favorite[], query: string): Favorite[] {
  const q = query.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((f) =>
    [
      f.source_text,
      f.translated_text,
      f.phonetic_text,
      f.pinyin_num,
      f.pinyin_upper,
      f.pinyin_hongkong,
    ].some((t) => t.toLowerCase().includes(q)),
  );
}

/** A spreadsheet never runs a cell as a formula (=, +, -, @ first); quoting per RFC 4180. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const CSV_HEAD = [
  '收藏类型',
  '原文',
  '翻译结果',
  '注音类型',
  '注音结果',
  SYSTEM.pinyin_hongkong,
  SYSTEM.pinyin_num,
  SYSTEM.pinyin_upper,
  '收藏时间',
];

/** CSV with a UTF-8 byte-order mark, so Excel opens the Chinese text correctly; CRLF line ends. */
export function favoritesCsv(rows: Favorite[]): string {
  const lines = [
    CSV_HEAD,
    ...rows.map((f) => [
      TYPE_NAME[f.favorite_type],
      f.source_text,
      f.translated_text,
      SYSTEM[f.phonetic_type],
      f.phonetic_text,
      f.pinyin_hongkong,
      f.pinyin_num,
      f.pinyin_upper,
      formatDateTime(f.created_at),
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const ankiField = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\t/g, ' ')
    .replace(/\r?\n|\r/g, '<br>');

/**
 * A tab-separated file for Anki's text import (File headers: tab separator, HTML fields). Front:
 * the source text, and under it the Cantonese translation for a translation favourite; back: the
 * saved readings, with Jyutping added when another system was saved.
 */
export function favoritesAnki(rows: Favorite[]): string {
  const cards = rows.map((f) => {
    const front =
      f.favorite_type === 'translation' && f.translated_text
        ? `${ankiField(f.source_text)}<br>${ankiField(f.translated_text)}`
        : ankiField(f.source_text);
    const readings = [ankiField(f.phonetic_text)];
    if (f.phonetic_type !== 'pinyin_hongkong' && f.pinyin_hongkong)
      readings.push(`${SYSTEM.pinyin_hongkong}：${ankiField(f.pinyin_hongkong)}`);
    return `${front}\t${readings.join('<br>')}`;
  });
  return ['#separator:tab', '#html:true', ...cards].join('\n') + '\n';
}

/** Saves text as a file through the browser's download. */
export function downloadText(filename: string, content: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
